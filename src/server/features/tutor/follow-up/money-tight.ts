/**
 * Money tight for the learner ('I don't have much money because I'm a student', 'No tengo mucho dinero'): a word for it
 * and how they save; not 'Is there anyone who helps you with that?'. A wish to travel held back by money is
 * travel-wish.ts, tried first. Each language with the messages it must read and those it must leave, run as tests
 * (money-tight.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MONEY_TIGHT: ToldRules = {
  en: {
    said: /\bI (?:don't|do not|never) have (?:much|enough|a lot of|any) money\b|\bI(?:'m| am) (?:always |quite |very |a bit )?(?:broke|short of money|short on money)\b|\bI have (?:no|little) money\b/i,
    acks: ['Money can be tight sometimes.', 'Lots of people know that feeling.'],
    questions: ['What do you do to save money?', 'Do you have any tricks for spending less money?'],
    examples: ["I don't have much money because I'm a student.", "I'm always broke before payday.", 'I have no money this month.'],
    counterExamples: ['My brother has no money.', 'I have a lot of money.', 'Do you have money?', "I don't have much time."],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:no|nunca) tengo (?:mucho|suficiente|nada de|casi) dinero|(?:no|nunca) tengo dinero|tengo poco dinero|estoy (?:sin dinero|sin un duro|sin blanca|pobre|corto de dinero))(?![\p{L}])/iu,
    acks: ['A veces el dinero no llega. (Sometimes money is tight.)', 'Mucha gente conoce esa sensación. (Lots of people know that feeling.)'],
    questions: ['¿Qué haces para ahorrar dinero? (What do you do to save money?)', '¿Tienes algún truco para gastar menos dinero? (Do you have any tricks for spending less money?)'],
    examples: ['No tengo mucho dinero porque soy estudiante.', 'Este mes tengo poco dinero.', 'Estoy sin dinero hasta el viernes.'],
    counterExamples: ['Mi hermano no tiene dinero.', 'Tengo mucho dinero.', '¿Tienes dinero?', 'No tengo mucho tiempo.'],
  },
};
