/**
 * A home the learner is looking for ("I'm looking for a bigger flat", 'Estoy buscando un piso más grande'): where they
 * are looking, or what matters most; not 'What do you think about the flat?'. Each language with the messages it must
 * read and those it must leave, run as tests (home-search.test.ts).
 */
import type { ToldRules } from './told-rule';

export const HOME_SEARCH: ToldRules = {
  en: {
    said: /\b(?:I(?:(?:'m| am) (?:looking|searching)| (?:need|have) to (?:look|search))|(?:[Ww]e(?:'re| are)|[Mm]y \p{L}+ and I are) (?:looking|searching)|[Ww]e (?:need|have) to (?:look|search)) for (?:a |an |another )?(?:\p{L}+ ){0,2}(?:flat|apartment|house|place to live|room to rent|room)\b/iu,
    acks: ['Good luck with the search!', 'Finding a new home is exciting.'],
    questions: ['Which area are you looking in?', 'What matters most to you in a new home?'],
    examples: ['My husband and I are looking for a new apartment.', "We're searching for a house with a garden.", "I'm looking for a bigger flat.", 'I need to look for a new apartment.', 'I am looking for a cheap apartment near the centre.', "I'm searching for a room to rent."],
    counterExamples: ['My sister is looking for a flat.', 'Are you looking for a flat?', "I'm looking for my keys."],
  },
  es: {
    said: /(?<![\p{L}])(?<![Nn]o )(?:estoy buscando|estamos buscando|busco|buscamos|ando buscando|(?:necesito|tengo que|quiero|queremos|tenemos que|necesitamos) buscar) (?:un |una |otro |otra )?(?:piso|apartamento|casa|habitación|departamento)(?![\p{L}])/iu,
    acks: ['¡Mucha suerte con la búsqueda! (Good luck with the search!)', '¡Buscar casa es emocionante! (Looking for a home is exciting!)'],
    questions: ['¿En qué zona te gustaría vivir? (Which area would you like to live in?)', '¿Qué es lo más importante para ti en una casa nueva? (What matters most to you in a new home?)'],
    examples: ['Mi marido y yo buscamos un piso nuevo.', 'Estamos buscando una casa con jardín.', 'Estoy buscando un piso más grande.', 'Necesito buscar un apartamento nuevo.', 'Busco una habitación cerca de la universidad.', 'Ando buscando casa en el centro.'],
    counterExamples: ['Mi hermana está buscando piso.', '¿Buscas un piso?', 'No estoy buscando casa ahora.'],
  },
};
