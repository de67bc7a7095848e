/**
 * The learner is a student and says no subject ('I'm a second-year student at university', 'Soy estudiante', 'Estoy en
 * el cuarto año de carrera'): what they study and how they like student life; not a question about the weather. A
 * subject told ('I'm a law student', 'Soy estudiante de medicina') is kept as a fact and asked about by name. Each
 * language with the messages it must read and those it must leave, run as tests (student-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const YEAR_EN = '(?:first|second|third|fourth|final|last)';
const YEAR_ES = '(?:primer|segundo|tercer|cuarto|quinto|último)';

export const STUDENT_TOLD: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bI(?:'m| am) (?:a |an )?(?:(?:${YEAR_EN}[- ]year|university|college|uni|high school|exchange|international|full-time|part-time) )*student\b(?! (?:of|in)\b)|\bI(?:'m| am) in (?:my|the) ${YEAR_EN} year (?:at|of|in) (?:university|college|uni|high school|school)\b|\bI (?:study|go to|am studying|'m studying) (?:at )?(?:university|college|uni)\b(?! (?:of|in)\b)`, 'i'),
    acks: ['Oh, a student, how nice!', 'Student life, lovely!'],
    questions: ['What are you studying?', 'How do you like student life?'],
    examples: ['I study at university.', "I'm a second-year student at university.", 'I am a student.', "I'm an exchange student.", "I'm in my third year at university."],
    counterExamples: ['I study law at university.', "I'm a law student.", 'I am a student of medicine.', 'My sister is a student.', 'Are you a student?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:soy (?:un |una )?estudiante(?: universitari[oa]| de intercambio| de ${YEAR_ES} año)?(?! de (?!${YEAR_ES})\p{L})|estoy en (?:mi |el )?${YEAR_ES} año (?:de|en la) (?:universidad|carrera|facultad)|(?:estudio|voy) (?:en|a) la universidad)(?![\p{L}])`, 'iu'),
    acks: ['¡Ah, estudiante, qué bien! (Oh, a student, how nice!)', '¡La vida de estudiante, qué bien! (Student life, lovely!)'],
    questions: ['¿Qué estudias? (What are you studying?)', '¿Te gusta la vida de estudiante? (Do you like student life?)'],
    examples: ['Tengo veinte años y estudio en la universidad.', 'Soy estudiante.', 'Soy estudiante de primer año.', 'Estoy en el cuarto año de carrera.', 'Soy estudiante de intercambio.'],
    counterExamples: ['Estudio medicina en la universidad.', 'Soy estudiante de medicina.', 'Mi hermana es estudiante.', '¿Eres estudiante?'],
  },
};
