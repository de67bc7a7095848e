/**
 * Classes the learner goes to as a pastime ('I go to dance classes on Mondays', 'Los lunes voy a clase de baile'): what
 * they like most about them, or since when; not 'What else can you tell me about classes?' or an unrelated question.
 * Each language with the messages it must read and those it must leave, run as tests (classes-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const CLASSES_TOLD: ToldRules = {
  en: {
    said: /\bI (?:usually |often |also |still )?(?:go to|take|attend|do) (?:some |evening |weekly )?(?:\p{L}+ ){1,2}(?:classes|lessons)\b/iu,
    acks: ['That sounds like fun!', 'Good for you!'],
    questions: ['What do you like most about the classes?', 'How long have you been going?'],
    examples: ['I go to dance classes on Mondays.', 'I take piano lessons after work.', 'I also do evening pottery classes.'],
    counterExamples: ['My son goes to dance classes.', 'Do you take piano lessons?', 'I have a class at nine.', "I don't go to classes any more."],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:voy a|asisto a|tomo|hago) (?:unas |las )?clases? de \p{L}+/iu,
    acks: ['¡Qué bien! (How nice!)', '¡Me parece genial! (That sounds great!)'],
    questions: ['¿Qué es lo que más te gusta de las clases? (What do you like most about the classes?)', '¿Desde cuándo vas a esas clases? (How long have you been going to those classes?)'],
    examples: ['Los lunes voy a clase de baile.', 'Tomo clases de guitarra los sábados.', 'Voy a clases de cerámica con una amiga.'],
    counterExamples: ['Mi hija va a clase de baile.', '¿Vas a clase de inglés?', 'No voy a clase de yoga.', 'Mañana tengo clase de historia.'],
  },
};
