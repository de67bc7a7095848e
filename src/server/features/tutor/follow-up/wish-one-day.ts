/**
 * Something the learner would like to do one day ('I would like to go back one day', 'Me gustaría volver algún día'): a
 * hope they can, and when they think they might; not 'I'm really glad to hear that' and an unrelated question. A wish
 * held back ('...but my flat is small') is wish-held-back.ts; a wish to travel, travel-wish.ts. Each language with the
 * messages it must read and those it must leave, run as tests (wish-one-day.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WISH_ONE_DAY: ToldRules = {
  en: {
    said: /\bI(?:'d| would) (?:really )?(?:like|love) to (?<doing>\p{L}+(?: \p{L}+){0,3}?) (?:one day|someday|some day|in the future)\b/iu,
    acks: ['I hope you can!', 'That would be wonderful.'],
    questions: ['When do you think you might {doing}?', 'What would make it possible?'],
    examples: ['I would like to go back one day.', "I'd love to live by the sea someday.", "I'd like to open a café in the future."],
    counterExamples: ['I would like to go back.', 'My sister would like to go back one day.', 'Would you like to go back one day?'],
  },
  es: {
    said: /(?<![\p{L}])me (?:gustaría|encantaría) (?<doing>\p{L}+(?:ar|er|ir)(?: \p{L}+){0,3}?) (?:algún día|en el futuro|un día)(?![\p{L}])/iu,
    acks: ['¡Ojalá puedas! (I hope you can!)', '¡Sería estupendo! (That would be wonderful!)'],
    questions: ['¿Cuándo crees que podrás {doing}? (When do you think you might do it?)', '¿Qué haría falta para conseguirlo? (What would it take?)'],
    examples: ['Me gustaría volver algún día.', 'Me encantaría vivir cerca del mar algún día.', 'Me gustaría aprender japonés algún día.'],
    counterExamples: ['Me gustaría volver.', 'A mi hermana le gustaría volver algún día.', '¿Te gustaría volver algún día?'],
  },
};
