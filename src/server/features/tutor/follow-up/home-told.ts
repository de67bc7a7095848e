/**
 * The learner's home told ('I live in a small flat in the city centre', 'Vivo en un piso pequeño'): what they like
 * about living there, or what the neighbourhood is like; not 'Why is the flat important to you?' or an unrelated
 * question. A city told ('I live in Leeds') is told-fact-phrasings.ts's; a move to a new home is moved-home.ts's. Each
 * language with the messages it must read and those it must leave, run as tests (home-told.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HOME_TOLD: ToldRules = {
  en: {
    said: /\bI(?: live| am living|'m living) in (?:a|an|my) (?:(?:small|big|tiny|little|large|nice|old|new|shared|rented|quiet|lovely|modern) )*(?:flat|apartment|house|studio|bungalow|cottage)\b/i,
    acks: ['That sounds like a nice place to live.', 'Thanks for telling me about your home.'],
    questions: ['What do you like most about living there?', 'What is your neighbourhood like?'],
    examples: ['I live in a small flat in the city centre.', 'I live in an old house with a big garden.', "I'm living in a shared apartment near the university."],
    counterExamples: ['My sister lives in a big house.', 'Do you live in a flat?', 'I live in London.', 'Someday I hope to have a house by the sea.'],
  },
  es: {
    said: /(?<![\p{L}])vivo en (?:un|una|mi) (?:(?:piso|apartamento|estudio|casa)(?: (?:pequeñ[oa]|grande|bonit[oa]|antigu[oa]|nuev[oa]|compartid[oa]|alquilad[oa]))?)(?![\p{L}])/iu,
    acks: ['¡Qué bien! (How nice!)', '¡Gracias por contarme cómo es tu casa! (Thanks for telling me about your home!)'],
    questions: ['¿Qué es lo que más te gusta de vivir allí? (What do you like most about living there?)', '¿Cómo es tu barrio? (What is your neighbourhood like?)'],
    examples: ['Vivo en un piso pequeño cerca del río.', 'Vivo en una casa con jardín.', 'Vivo en un apartamento compartido.'],
    counterExamples: ['Mi hermana vive en una casa grande.', '¿Vives en un piso?', 'Vivo en Madrid.', 'Algún día tendré una casa junto al mar.'],
  },
};
