/**
 * A new job started lately, told to Lucía ('Empecé un trabajo nuevo el mes pasado', 'He empezado a trabajar en un
 * hotel'): how it is going and what they like most; not '¿Me cuentas algo más sobre el trabajo?'. In English a job
 * started is news (news-told-in-english.ts, 'new-job'). One to come is news too ('new-job-soon'). Each language with the
 * messages it must read and those it must leave, run as tests (job-started.test.ts).
 */
import type { ToldRules } from './told-rule';

export const JOB_STARTED: ToldRules = {
  en: { said: /(?!)/, acks: [], questions: [], examples: [], counterExamples: ['I started a new job last month.'] },
  es: {
    said: /(?<![\p{L}])(?:empecé|comencé|he empezado|he comenzado) (?:(?:un|mi) (?:trabajo nuevo|nuevo trabajo)|a trabajar en (?:un|una|el|la) \p{L}+)(?![\p{L}])/iu,
    acks: ['¡Enhorabuena por el trabajo nuevo! (Congratulations on the new job!)', '¡Qué bien, un trabajo nuevo! (How nice, a new job!)'],
    questions: ['¿Qué tal te va en el trabajo nuevo? (How is the new job going?)', '¿Qué es lo que más te gusta del trabajo nuevo? (What do you like most about the new job?)'],
    examples: ['Empecé un trabajo nuevo el mes pasado.', 'He empezado a trabajar en un hotel.', 'Hace dos semanas comencé mi nuevo trabajo y estoy contenta.'],
    counterExamples: ['Mañana empiezo un trabajo nuevo.', 'Mi hermano empezó un trabajo nuevo.', '¿Empezaste un trabajo nuevo?', 'Empecé a trabajar a las ocho.'],
  },
};
