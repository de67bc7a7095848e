/**
 * A new job started lately ('I started a new job on Monday', 'Yesterday was my first day in my new job', 'Empecé un
 * trabajo nuevo el mes pasado', 'He empezado a trabajar en un hotel'): how it is going and what they like most; not
 * 'How are you going to celebrate?' nor '¿Me cuentas algo más sobre el trabajo?'. A job got or a promotion is news
 * ('new-job'), and one to come too ('new-job-soon'). Each language with the messages it must read and those it must
 * leave, run as tests (job-started.test.ts).
 */
import type { ToldRules } from './told-rule';

export const JOB_STARTED: ToldRules = {
  en: {
    said: /\b(?:(?:yesterday|today|monday|tuesday|wednesday|thursday|friday|it) (?:was|is) my|I had my|I've had my|I have had my) first (?:day|week) (?:at|in) (?:my|the) new (?:job|company|office|workplace)\b|\bI(?:'ve| have)? (?:just |recently )?(?:started|began) (?:a|my) new job\b/i,
    acks: ['A new job, how exciting!', 'Oh, a fresh start!'],
    questions: ['How is the new job going so far?', 'What do you like most about the new job?'],
    examples: ['I started a new job last month.', 'Yesterday was my first day in my new job and everybody was very kind.', "I've just started my new job at the bank."],
    counterExamples: ['Tomorrow is my first day at my new job.', 'My husband started a new job.', 'Did you start a new job?', 'I want to start a new job.'],
  },
  es: {
    said: /(?<![\p{L}])(?:empecé|comencé|he empezado|he comenzado) (?:(?:un|mi) (?:trabajo nuevo|nuevo trabajo)|a trabajar en (?:un|una|el|la) \p{L}+)(?![\p{L}])|(?<![\p{L}])(?:ayer|hoy|el lunes|el martes|el miércoles|el jueves|el viernes) (?:fue|ha sido|es) mi primer(?:a semana| día) (?:en|de) (?:mi|el) (?:nuevo trabajo|trabajo nuevo)(?![\p{L}])/iu,
    acks: ['¡Enhorabuena por el trabajo nuevo! (Congratulations on the new job!)', '¡Qué bien, un trabajo nuevo! (How nice, a new job!)'],
    questions: ['¿Qué tal te va en el trabajo nuevo? (How is the new job going?)', '¿Qué es lo que más te gusta del trabajo nuevo? (What do you like most about the new job?)'],
    examples: ['Empecé un trabajo nuevo el mes pasado.', 'He empezado a trabajar en un hotel.', 'Ayer fue mi primer día en mi nuevo trabajo y todos fueron muy amables.', 'Hace dos semanas comencé mi nuevo trabajo y estoy contenta.'],
    counterExamples: ['Mañana empiezo un trabajo nuevo.', 'Mi hermano empezó un trabajo nuevo.', '¿Empezaste un trabajo nuevo?', 'Empecé a trabajar a las ocho.'],
  },
};
