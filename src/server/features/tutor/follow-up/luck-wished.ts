/**
 * Luck asked for before something to come ('Thank you, wish me luck!', '¡Deséame suerte!'): the teacher wishes it, and
 * asks them to tell her how it went; not 'What do you think about luck?'. Each language with the messages it must read
 * and those it must leave, run as tests (luck-wished.test.ts).
 */
import type { ToldRules } from './told-rule';

export const LUCK_WISHED: ToldRules = {
  en: {
    said: /\b(?:wish me (?:good )?luck|keep your fingers crossed(?: for me)?|cross your fingers for me)\b/i,
    acks: ['Good luck! You have prepared well, and you will do great.', "Good luck, I'm sure it will go well!"],
    questions: ['Will you come back and tell me how it went?', 'What will you do to relax just before it?'],
    examples: ['Thank you, wish me luck!', 'My exam is tomorrow, wish me luck.', 'Keep your fingers crossed for me!'],
    counterExamples: ['My mother always wishes me luck.', 'Did you wish him luck?', 'I had bad luck yesterday.'],
  },
  es: {
    said: /(?<![\p{L}])(?:deséame|deséenme|deseadme) (?:mucha )?suerte(?![\p{L}])|(?<![\p{L}])cruza los dedos por mí(?![\p{L}])/iu,
    acks: ['¡Mucha suerte! Seguro que te sale muy bien. (Good luck! I am sure it will go well.)', '¡Suerte! Lo vas a hacer genial. (Good luck! You will do great.)'],
    questions: ['¿Luego me cuentas cómo te ha ido? (Will you tell me how it went?)', '¿Qué vas a hacer para relajarte antes? (What will you do to relax before it?)'],
    examples: ['Gracias, ¡deséame suerte!', 'Mañana tengo el examen, deséame mucha suerte.', 'Cruza los dedos por mí.'],
    counterExamples: ['Mi madre siempre me desea suerte.', '¿Le deseaste suerte?', 'Tuve mala suerte ayer.'],
  },
};
