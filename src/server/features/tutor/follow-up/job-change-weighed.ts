/**
 * A change of job weighed ("I'm thinking about changing my job because my salary is too low", 'Estoy pensando en cambiar
 * de trabajo'): the kind of job they would like instead, and what the ideal one would be; not a question about the
 * skills of the job they want to leave. A job hunt already under way is respond-to-facts.ts's ('I am looking for a
 * job'). Each language with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const JOB_CHANGE_WEIGHED: ToldRules = {
  en: {
    said: /\bI(?:'m| am) (?:thinking (?:about|of)|considering) (?:changing|leaving|quitting) (?:my job|jobs|my work|my company|my career)\b|\bI (?:want|would like|'d like|need) to (?:change (?:my job|jobs|careers?|my career)|(?:quit|leave) my (?:job|company))\b|\bI(?:'m| am) not happy (?:in|with|at) my (?:job|work)\b/i,
    acks: ['That is a big decision.', 'A change can be a good thing.'],
    questions: ['What kind of job would you like instead?', 'What would your ideal job look like?', 'What made you start thinking about it?'],
    examples: ["I'm thinking about changing my job because my salary is too low.", 'I want to change jobs next year.', 'I am considering leaving my company.'],
    counterExamples: ['My husband wants to change his job.', 'Are you thinking about changing your job?', 'I changed my job last year.', 'I love my job.'],
  },
  es: {
    said: /(?<![\p{L}])(?:estoy pensando en|me estoy planteando|quiero|quisiera|me gustaría|necesito) (?:cambiar de (?:trabajo|empresa|profesión)|dejar (?:mi|el) trabajo)(?![\p{L}])|(?<![\p{L}])no estoy (?:content[oa]|a gusto) (?:en|con) mi trabajo(?![\p{L}])/iu,
    acks: ['Es una decisión importante. (That is a big decision.)', 'Un cambio puede ser algo bueno. (A change can be a good thing.)'],
    questions: ['¿Qué tipo de trabajo te gustaría? (What kind of job would you like?)', '¿Cómo sería tu trabajo ideal? (What would your ideal job be like?)', '¿Por qué quieres cambiar? (What made you start thinking about it?)'],
    examples: ['Estoy pensando en cambiar de trabajo porque gano muy poco.', 'Quiero dejar mi trabajo el año que viene.', 'No estoy contenta en mi trabajo.'],
    counterExamples: ['Mi marido quiere cambiar de trabajo.', '¿Quieres cambiar de trabajo?', 'Cambié de trabajo el año pasado.', 'Me encanta mi trabajo.'],
  },
};
