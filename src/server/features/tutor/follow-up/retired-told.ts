/**
 * The learner retired ('I am retired and I have a lot of free time now', 'I retired last year', 'Estoy jubilada', 'Me
 * jubilé el año pasado'): how they spend their days now, and what they miss of their work; not a question about the
 * seasons. Someone else retired, and a job named with it ('I am a retired teacher', kept as a fact), are left. Each
 * language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const RETIRED_TOLD: ToldRules = {
  en: {
    said: /\bI(?:'m| am) (?:now |recently |just |already )?retired\b(?! (?:teacher|nurse|doctor|engineer|officer|soldier|policeman|driver)\b)|\bI (?:just |recently )?retired (?:last|this|in|a|two|three|four|five|ten|\d)\b|\bI(?:'ve| have) (?:just |recently )?retired\b/i,
    acks: ['Congratulations on your retirement!', 'How lovely, time for yourself at last.'],
    questions: ['How do you like to spend your days now?', 'What do you miss about your work, if anything?'],
    examples: ['I am retired and I have a lot of free time now.', 'I retired last year.', "I've just retired after forty years at the bank."],
    counterExamples: ['My father is retired.', 'Are you retired?', 'I am a retired teacher.', 'I want to retire early.'],
  },
  es: {
    said: /(?<![\p{L}])(?:(?:ya )?estoy jubilad[oa]|soy jubilad[oa]|me jubilé|me he jubilado|me acabo de jubilar)(?![\p{L}])/iu,
    acks: ['¡Enhorabuena por tu jubilación! (Congratulations on your retirement!)', '¡Qué bien, por fin tiempo para ti! (How lovely, time for yourself at last!)'],
    questions: ['¿Cómo te gusta pasar los días ahora? (How do you like to spend your days now?)', '¿Echas de menos algo de tu trabajo? (Do you miss anything about your work?)'],
    examples: ['Estoy jubilado y ahora tengo mucho tiempo libre.', 'Me jubilé el año pasado.', 'Me acabo de jubilar.'],
    counterExamples: ['Mi padre está jubilado.', '¿Estás jubilada?', 'Quiero jubilarme pronto.'],
  },
};
