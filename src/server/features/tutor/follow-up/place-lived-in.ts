/**
 * The kind of place the learner lives in ('I live in a small village near the mountains', 'Vivo en un pueblo pequeño'):
 * what they like about living in one and whether they always have; not 'What else can you tell me about the small
 * village?'. A home (a flat, a house) is home-told.ts; a named city is kept as a fact. Each language with the messages it
 * must read and those it must leave, run as tests (place-lived-in.test.ts).
 */
import type { ToldRules } from './told-rule';

export const PLACE_LIVED_IN: ToldRules = {
  en: {
    said: /\bI(?: live| am living|'m living) in (?<place>(?:a|an) (?:(?:small|big|tiny|little|large|quiet|busy|lovely|beautiful|old|noisy|crowded) )*(?:village|town|city|suburb))\b/i,
    acks: ['That sounds like a nice place to live.', 'Oh, I can picture it!'],
    questions: ['What do you like most about living in {place}?', 'Have you always lived in {place}?'],
    examples: ['I live in a small village near the mountains.', 'I live in a big city.', "I'm living in a quiet town by the sea."],
    counterExamples: ['My parents live in a small village.', 'I would like to live in a big city.', 'Do you live in a city?', 'I work in a big city.'],
  },
  es: {
    said: /(?<![\p{L}])vivo en (?<place>(?:un|una) (?:pueblo|ciudad|aldea|barrio)(?: (?:pequeñ[oa]|grande|tranquil[oa]|bonit[oa]|antigu[oa]|ruidos[oa]|coster[oa]))?)(?![\p{L}])/iu,
    acks: ['¡Suena a un sitio bonito para vivir! (That sounds like a nice place to live!)', '¡Ya me lo imagino! (I can picture it!)'],
    questions: ['¿Qué es lo que más te gusta de vivir en {place}? (What do you like most about living there?)', '¿Siempre has vivido en {place}? (Have you always lived there?)'],
    examples: ['Vivo en un pueblo pequeño cerca de las montañas.', 'Vivo en una ciudad grande.', 'Vivo en un barrio tranquilo.'],
    counterExamples: ['Mis padres viven en un pueblo pequeño.', 'Me gustaría vivir en una ciudad grande.', '¿Vives en una ciudad?', 'Trabajo en una ciudad grande.'],
  },
};
