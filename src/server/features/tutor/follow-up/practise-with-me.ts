/**
 * The learner asks to practise with the teacher ('Hola, quiero practicar mi español contigo', 'I'd like to practise my
 * English with you'): gladly, and what they would like to talk about; not '¿Cuándo vas a practicar tu español contigo?'.
 * Each language with the messages it must read and those it must leave, run as tests (practise-with-me.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PRACTISE_WITH_ME: ToldRules = {
  en: {
    // 'with you', or the message ends there: said to her, practising English is practising with her.
    said: /\bI(?: really)?(?: want|'d like| would like| need| am here| came here|'m here) to (?:practi[sc]e|speak|talk|chat)(?: (?:my|some) english)?(?: a bit| a little)?(?: with you\b|\s*(?:today|now|please)?\s*[.!]*\s*$)/i,
    acks: ["Of course, I'd love to!", 'Great, let us practise together!'],
    questions: ['What would you like to talk about?', 'What do you enjoy doing in your free time?'],
    examples: ["I'd like to practise my English with you.", 'I want to talk with you.', "I'm here to practise some English with you.", 'Hi Sophia, I want to practice my English'],
    counterExamples: ['I practise English with my friends.', 'Do you want to practise with me?', 'I want to practise my speaking.', 'I want to practise my English with my colleagues.'],
  },
  es: {
    said: /(?<![\p{L}])(?:quiero|me gustaría|quisiera|necesito|vengo a) (?:practicar|hablar|mejorar|conversar)(?: (?:(?:mi|el|un poco de) )?español)?(?: un poco)?(?: contigo(?![\p{L}])|(?: hoy| ahora)?\s*[.!]*\s*$)/iu,
    acks: ['¡Claro, me encanta! (Of course, I would love to!)', '¡Genial, vamos a practicar juntos! (Great, let us practise together!)'],
    questions: ['¿De qué te gustaría hablar? (What would you like to talk about?)', '¿Qué te gusta hacer en tu tiempo libre? (What do you like doing in your free time?)'],
    examples: ['Hola, quiero practicar mi español contigo.', 'Me gustaría hablar un poco contigo.', 'Vengo a practicar español contigo.', 'Hola Lucia, quiero practicar mi español'],
    counterExamples: ['Practico español con mis amigos.', '¿Quieres practicar conmigo?', 'Quiero practicar mi pronunciación.', 'Quiero practicar español con mis compañeros.'],
  },
};
