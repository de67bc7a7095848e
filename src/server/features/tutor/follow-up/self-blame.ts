/**
 * The learner calling themselves stupid or a failure ('I feel like I am stupid', 'I'm so useless', 'Me siento tonta'),
 * often right after something went wrong: kindness first, and a question that helps them be fair to themselves; never
 * 'How lovely' (for 'like') nor a question about relaxing. Said of a film or another person it is no self-blame. Each
 * language with the messages it must read and those it must leave, run as tests (self-blame.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SELF_BLAME: ToldRules = {
  en: {
    said: /\bI(?:'m| am| feel| felt| was)(?: like)?(?: I(?:'m| am))? (?:so |very |really |such |completely |totally |a bit )?(?:stupid|useless|dumb|worthless|hopeless|an? (?:failure|idiot|loser|disaster))\b|\bI(?:'m| am) not (?:good|smart|clever) enough\b/i,
    acks: ["You're not stupid at all. One bad day doesn't say who you are.", "Please don't be so hard on yourself. Everyone gets things wrong sometimes."],
    questions: ['What would you say to a friend who felt like this?', 'What is one thing you did well this week, even a small one?'],
    examples: ['I feel like I am stupid.', "I'm so useless.", 'I felt like a failure.', "I'm not good enough."],
    counterExamples: ['The film was stupid.', 'My brother is useless at cooking.', 'I am good enough at maths.', 'Am I stupid?'],
  },
  es: {
    said: /(?<![\p{L}])(?:me siento|me sentí|soy|me creo) (?:muy |tan |un poco |totalmente )?(?:tont[oa]|inútil|estúpid[oa]|un fracaso|un desastre|una desastre)(?![\p{L}])/iu,
    acks: ['¡Para nada! Un mal día no dice quién eres. (Not at all! One bad day does not say who you are.)', 'No seas tan exigente contigo. Todos nos equivocamos. (Do not be so hard on yourself. We all make mistakes.)'],
    questions: ['¿Qué le dirías a un amigo que se sintiera así? (What would you tell a friend who felt like this?)', '¿Qué has hecho bien esta semana, aunque sea algo pequeño? (What have you done well this week, even something small?)'],
    examples: ['Me siento tonta.', 'Soy un desastre.', 'Me sentí inútil en la reunión.'],
    counterExamples: ['La película es tonta.', 'Mi jefe es un inútil.', '¿Soy tonto?'],
  },
};
