/**
 * A move to a new home told ('I just moved to a new apartment', 'Nos mudamos a una casa nueva'): how they are settling
 * in, or what they like about the new place; not 'The new apartment sounds really interesting' and an unrelated
 * question. A move to a city or country is told-fact-phrasings.ts's. Each language with the messages it must read and
 * those it must leave, run as tests (moved-home.test.ts).
 */
import type { ToldRules } from './told-rule';

export const MOVED_HOME: ToldRules = {
  en: {
    said: /\b(?:I|we)(?:'ve| have)? (?:just |recently |finally )?(?:moved (?:to|into) (?:a |my |our |the )?(?:new |bigger |smaller )?(?:apartment|flat|house|home|place)|moved (?:house|home))\b/i,
    acks: ['A new home, how exciting!', 'Moving is a big job: well done!'],
    questions: ['How are you settling in?', 'What do you like most about the new place?'],
    examples: ['I just moved to a new apartment.', 'We have moved house.', 'Last month we moved into a bigger flat.'],
    counterExamples: ['I moved to London in 2019.', 'My sister moved to a new flat.', 'Did you move house?', 'I want to move to a new apartment.'],
  },
  es: {
    said: /(?<![\p{L}])(?:me mudé|me he mudado|nos mudamos|nos hemos mudado) (?:a (?:un|una|mi|nuestro|nuestra) (?:nuev[oa] )?(?:piso|casa|apartamento)|de (?:casa|piso))(?![\p{L}])/iu,
    acks: ['¡Qué emoción, casa nueva! (How exciting, a new home!)', '¡Mudarse es mucho trabajo! (Moving is a lot of work!)'],
    questions: ['¿Qué tal en la casa nueva? (How are you getting on in the new home?)', '¿Qué es lo que más te gusta de la casa nueva? (What do you like most about the new home?)'],
    examples: ['Me mudé a un piso nuevo.', 'Nos mudamos de casa el mes pasado.', 'Me he mudado a una casa más grande.'],
    counterExamples: ['Me mudé a Madrid en 2019.', 'Mi hermana se mudó a un piso nuevo.', '¿Te mudaste de casa?'],
  },
};
