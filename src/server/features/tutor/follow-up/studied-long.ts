/**
 * How long the learner has studied the language they practise here, told ('I have been learning English for two years',
 * 'Hace dos años que estudio español'): what they find hardest, or what has helped; not 'What do you think about
 * English?'. Something new just started is learning-started.ts's. Each language with the messages it must read and those
 * it must leave, run as tests (studied-long.test.ts).
 */
import type { ToldRules } from './told-rule';

const HOW_LONG_ES = '(?:\\p{L}+|\\d+) (?:años?|meses|semanas)';

export const STUDIED_LONG: ToldRules = {
  en: {
    // As learners often say it too: 'I study English for two years', 'I have studied English for a year'.
    said: /\bI(?:'ve| have) been (?:learning|studying) English for\b|\bI (?:started|began) (?:learning|studying) English (?:\p{L}+ ){1,3}ago\b|\bI (?:have |'ve )?(?:study|studied|learn|learned|learnt) English (?:for|since) (?:\p{L}+|\d+) (?:years?|months?|weeks?)\b/iu,
    acks: ['That is a good while!', 'Well done for keeping at it!'],
    questions: ['What do you find hardest about English?', 'What has helped you most so far?'],
    examples: ['I have been learning English for two years.', "I've been studying English for six months now.", 'I started learning English ten years ago.', 'I study English for three years.', 'I have studied English for a year.'],
    counterExamples: ['My son has been learning English for a year.', 'How long have you been learning English?', 'I have been living here for two years.', 'I study English for my job.', 'I want to study English for two years.'],
  },
  es: {
    // As learners often say it too: 'He estudiado español por dos años', 'Estudio español durante tres años'.
    said: new RegExp(`(?<![\\p{L}])(?:hace ${HOW_LONG_ES} que (?:estudio|aprendo) español|(?:estudio|aprendo) español desde hace|llevo ${HOW_LONG_ES} (?:estudiando|aprendiendo) español|(?:he estudiado|he aprendido|estudio|aprendo) español (?:por|durante) ${HOW_LONG_ES})(?![\\p{L}])`, 'iu'),
    acks: ['¡Qué constancia! (What perseverance!)', '¡Eso es bastante tiempo! (That is quite a while!)'],
    questions: ['¿Qué es lo más difícil del español para ti? (What do you find hardest about Spanish?)', '¿Qué te ha ayudado más hasta ahora? (What has helped you most so far?)'],
    examples: ['Hace dos años que estudio español.', 'Estudio español desde hace seis meses.', 'Llevo tres años aprendiendo español.', 'He aprendido español por tres años.', 'Estudio español durante cuatro meses.'],
    counterExamples: ['Mi hermano estudia español desde hace un año.', '¿Desde cuándo estudias español?', 'Vivo aquí desde hace dos años.', 'Estudio español por mi trabajo.', 'Quiero estudiar español por dos años.'],
  },
};
