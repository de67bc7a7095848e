/**
 * No plans yet for the days ahead ('I don't know what I want to do this weekend', 'No sé qué hacer esta noche'): that it
 * is fine to have none, and what they feel like doing; not 'let's try something different', as if they had not known
 * an answer. Not knowing what to do with one's life is unsure-future.ts. Each language with the messages it must read and
 * those it must leave, run as tests (plans-open.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PLANS_OPEN: ToldRules = {
  en: {
    said: /\bI(?: really)?(?: don't| do not|(?: am|'m) not sure)(?: know)? what (?:I want to|I'm going to|I am going to|I will|I'll|to|we will|we're going to|we are going to) do (?:this (?:weekend|evening|afternoon|summer)|tonight|tomorrow|today|on (?:saturday|sunday|friday)|at the weekend)\b/i,
    acks: ['Sometimes it is nice to have no plans.', 'A free time with no plans can be lovely.'],
    questions: ['What do you feel like doing?', 'Would you rather relax at home or go out?'],
    examples: ["I don't know what I want to do this weekend.", "I'm not sure what to do tonight.", 'I do not know what we are going to do on Saturday.'],
    counterExamples: ["I don't know what I want to do after university.", 'I know what to do this weekend.', 'What do you want to do this weekend?', "My son doesn't know what to do today."],
  },
  es: {
    said: /(?<![\p{L}])(?:todavía |aún )?no (?:sé|se|sabemos|estoy segur[oa] de) (?:qué|que|lo que) (?:quiero |voy a |vamos a |queremos )?hacer (?:este fin de semana|esta noche|esta tarde|mañana|hoy|el (?:sábado|domingo|viernes)|este verano)(?![\p{L}])/iu,
    acks: ['A veces está bien no tener planes. (Sometimes it is nice to have no plans.)', 'Un rato libre sin planes puede ser genial. (Free time with no plans can be great.)'],
    questions: ['¿Qué te apetece hacer? (What do you feel like doing?)', '¿Prefieres descansar en casa o salir? (Would you rather rest at home or go out?)'],
    examples: ['Aún no sé qué vamos a hacer este fin de semana.', 'Todavía no sé qué hacer esta noche.', 'No sabemos qué vamos a hacer el sábado.'],
    counterExamples: ['Todavía no sé qué voy a hacer en el futuro.', 'Sé lo que voy a hacer mañana.', '¿Qué quieres hacer este fin de semana?', 'Mi hijo no sabe qué hacer hoy.'],
  },
};
