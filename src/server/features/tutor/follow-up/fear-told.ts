/**
 * A fear told ('I am scared of big dogs', 'Tengo miedo de los perros grandes', 'Me dan miedo las arañas'): how long it has
 * been so, or what the learner does when it comes; not 'What do you like most about dogs?'. Each language with the
 * messages it must read and those it must leave, run as tests (fear-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const FEAR_TOLD: ToldRules = {
  en: {
    // A fear of speaking or of mistakes is the learner's nerves about the language, reassured elsewhere (speaking-nerves.ts).
    said: /(?:\bI(?:'m| am)? (?:really |very |so |a bit |a little )?(?:scared|afraid|frightened|terrified) of|\bI (?:have|'ve got) a (?:fear|phobia) of)\b(?! (?:speaking|talking|making mistakes|mistakes|English|Spanish|speak)\b)/i,
    acks: ['Lots of people feel that way.', 'That is very common, you are not alone.'],
    questions: ['Has it always been that way?', 'What do you do when it happens?'],
    examples: ['I am scared of big dogs.', "I'm really afraid of flying.", 'I have a fear of heights.'],
    counterExamples: ['My son is scared of the dark.', 'Are you afraid of spiders?', "I'm not afraid of anything.", 'I was scared during the storm.', 'I am scared of speaking in English.', "I'm afraid of making mistakes."],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:tengo (?:mucho |un poco de )?miedo (?:de|a)|me dan (?:mucho )?miedo|me da (?:mucho )?miedo)(?![\p{L}])(?! (?:hablar|equivocarme|cometer errores|los errores|el español|el inglés)(?![\p{L}]))/iu,
    acks: ['Le pasa a mucha gente. (It happens to lots of people.)', 'Es muy normal, no eres la única persona. (It is very normal, you are not the only one.)'],
    questions: ['¿Siempre has tenido ese miedo? (Have you always had that fear?)', '¿Qué haces cuando te pasa? (What do you do when it happens?)'],
    examples: ['Tengo miedo de los perros grandes.', 'Me dan miedo las arañas.', 'Tengo mucho miedo a volar.'],
    counterExamples: ['Mi hijo tiene miedo de la oscuridad.', '¿Tienes miedo de los perros?', 'No tengo miedo de nada.', 'La película me dio mucho miedo.', 'Tengo miedo de hablar en español.', 'Me da miedo equivocarme.'],
  },
};
