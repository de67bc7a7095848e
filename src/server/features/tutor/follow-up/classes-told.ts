/**
 * Classes the learner goes to as a pastime ('I go to dance classes on Mondays', 'Los lunes voy a clase de baile'): what
 * they like most about them, or since when; not 'What else can you tell me about classes?' or an unrelated question.
 * Each language with the messages it must read and those it must leave, run as tests (classes-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const DAYS_EN = '(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)';
const WEEK_EN = `${DAYS_EN}|weekday|week|morning|evening`;
/** A week's time: 'los lunes', 'cada semana', 'dos veces por semana', 'todos los días'. */
const WEEK_ES = 'los (?:lunes|martes|miércoles|jueves|viernes|sábados|domingos)|cada (?:semana|lunes|martes|miércoles|jueves|viernes|sábado|domingo)|(?:una|dos|tres) veces (?:por|a la) semana|todos los (?:días|lunes|martes|miércoles|jueves|viernes|sábados|domingos)';

export const CLASSES_TOLD: ToldRules = {
  en: {
    // 'I have English class on Mondays': a class the learner has, only with its week told (one class at nine is no pastime).
    said: new RegExp(String.raw`\bI (?:usually |often |also |still )?(?:go to|take|attend|do) (?:some |evening |weekly )?(?:\p{L}+ ){1,2}(?:classes|lessons)\b|\bI (?:have|'ve got|have got) (?:an? )?(?!no )(?:\p{L}+ )?(?:class|classes|lesson|lessons) (?:on|every) (?:${WEEK_EN})`, 'iu'),
    acks: ['That sounds like fun!', 'Good for you!'],
    questions: ['What do you like most about the classes?', 'How long have you been going?'],
    examples: ['I go to dance classes on Mondays.', 'I take piano lessons after work.', 'I also do evening pottery classes.', 'I have English class on Mondays.', 'I have a guitar lesson every Tuesday.'],
    counterExamples: ['My son goes to dance classes.', 'Do you take piano lessons?', 'I have a class at nine.', "I don't go to classes any more.", 'I have no classes on Fridays.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<![Nn]o )(?:voy a|asisto a|tomo|hago) (?:unas |las )?clases? de \p{L}+|^(?=[\s\S]*(?<![\p{L}])(?:${WEEK_ES})(?![\p{L}]))[\s\S]*?(?<![\p{L}])(?<![Nn]o )tengo (?:unas |las )?clases? de \p{L}+`, 'iu'),
    acks: ['¡Qué bien! (How nice!)', '¡Me parece genial! (That sounds great!)'],
    questions: ['¿Qué es lo que más te gusta de las clases? (What do you like most about the classes?)', '¿Desde cuándo vas a esas clases? (How long have you been going to those classes?)'],
    examples: ['Los lunes voy a clase de baile.', 'Tomo clases de guitarra los sábados.', 'Voy a clases de cerámica con una amiga.', 'Los lunes tengo clase de inglés a las nueve.', 'Tengo clases de piano dos veces por semana.'],
    counterExamples: ['Mi hija va a clase de baile.', '¿Vas a clase de inglés?', 'No voy a clase de yoga.', 'Mañana tengo clase de historia.', 'Los lunes no tengo clase de inglés.', 'Mi hermano tiene clase de inglés los lunes.'],
  },
};
