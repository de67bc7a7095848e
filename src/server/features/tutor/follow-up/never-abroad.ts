/**
 * The learner has never been abroad ('I have never visited another country', 'Nunca he salido de mi país'): plenty of time
 * yet, and where they would go first; not a question about their own country's food. Each language with the messages it
 * must read and those it must leave, run as tests (never-abroad.test.ts).
 */
import type { ToldRules } from './told-rule';

export const NEVER_ABROAD: ToldRules = {
  en: {
    said: /\bI(?:'ve| have) never (?:been (?:abroad|to another country|to other countries|outside (?:my|of my) country)|(?:visited|travelled to|traveled to) (?:another country|other countries|a foreign country)|left my country|travelled abroad|traveled abroad)\b/i,
    acks: ['There is plenty of time for that!', 'The first trip abroad is something special.'],
    questions: ['Which country would you like to visit first?', 'If you could travel anywhere, where would you go?'],
    examples: ['I have never visited another country.', "I've never been abroad.", 'I have never left my country.'],
    counterExamples: ["I've never been to Paris.", 'My mother has never been abroad.', 'Have you ever been abroad?', 'I have visited many countries.'],
  },
  es: {
    said: /(?<![\p{L}])(?:nunca he|no he) (?:(?:visitado|viajado a|estado en|ido a) (?:otro país|otros países|el extranjero|un país extranjero)|salido (?:nunca )?de mi país)(?![\p{L}])/iu,
    acks: ['¡Hay mucho tiempo para eso! (There is plenty of time for that!)', 'El primer viaje al extranjero es algo especial. (The first trip abroad is something special.)'],
    questions: ['¿Qué país te gustaría visitar primero? (Which country would you like to visit first?)', 'Si pudieras viajar a cualquier lugar, ¿adónde irías? (If you could travel anywhere, where would you go?)'],
    examples: ['Nunca he visitado otro país.', 'Nunca he salido de mi país.', 'No he estado en el extranjero nunca.'],
    counterExamples: ['Nunca he estado en París.', 'Mi madre nunca ha salido de su país.', '¿Has estado en el extranjero?', 'He visitado muchos países.', 'No he ido a mi país en dos años.'],
  },
};
