/**
 * Something the learner would like to have, held back ('I would like to have a dog but my apartment is very small', 'Me
 * gustaría tener un perro, pero no tengo tiempo'): a hope for one day and what kind they would like; not 'I'm really glad
 * to hear that', nor when they are going to have it. A wish to travel held back is travel-wish.ts. Each language with the
 * messages it must read and those it must leave, run as tests (wish-held-back.test.ts).
 */
import type { ToldRules } from './told-rule';

export const WISH_HELD_BACK: ToldRules = {
  en: {
    // {thing}: the noun just before 'but' ('a dog but'), not a word that describes it ('a big house but').
    said: /\bI(?:'d| would) (?:really )?(?:like|love) to have an? (?:(?<thing>\p{L}+)(?=,? but\b)|\p{L}+)[^.!?]*?,? but\b/iu,
    acks: ['I hope you can one day!', 'Maybe one day it will be possible!'],
    questions: ['What kind of {thing} would you like?', 'What would make it possible one day?'],
    examples: ['I would like to have a dog but my apartment is very small.', "I'd love to have a big garden, but we live in the city.", 'I would like to have a car but it is too expensive.'],
    counterExamples: ['I would like to have a dog.', 'My sister would like to have a cat but she is allergic.', 'Would you like to have a dog?', 'I have a dog but it is old.'],
  },
  es: {
    said: /(?<![\p{L}])me (?:gustaría|encantaría) tener (?:un|una) (?:(?<thing>\p{L}+)(?=,? pero(?![\p{L}]))|\p{L}+)[^.!?]*?,? pero(?![\p{L}])/iu,
    acks: ['¡Ojalá puedas algún día! (I hope you can one day!)', '¡Quizás algún día sea posible! (Maybe one day it will be possible!)'],
    questions: ['¿Qué tipo de {thing} te gustaría tener? (What kind would you like?)', '¿Qué haría falta para conseguirlo? (What would it take?)'],
    examples: ['Me gustaría tener un perro pero mi apartamento es muy pequeño.', 'Me encantaría tener una casa grande, pero es muy caro.', 'Me gustaría tener un coche pero no tengo dinero.'],
    counterExamples: ['Me gustaría tener un perro.', 'A mi hermana le gustaría tener un gato pero es alérgica.', '¿Te gustaría tener un perro?', 'Tengo un perro pero es viejo.'],
  },
};
