/**
 * A place the learner has never been to ('We have never been to Lisbon', 'Nunca he estado en México', and as learners
 * write it, 'we never been there'): what they would like to see there; not 'Who did you go with?' nor 'Have you been
 * before?'. Each language with the messages it must read and those it must leave, run as tests (never-been.test.ts).
 */
import type { ToldRules } from './told-rule';

export const NEVER_BEEN: ToldRules = {
  en: {
    said: /\b(?:I|[Ww]e)(?:'ve| have)? never (?:been|travel(?:l)?ed|gone) (?:to |in )?(?:(?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)|there)\b/u,
    acks: ['Then it will all be new to you!', 'A first time is always exciting.'],
    questions: ['What would you most like to see in {place}?', 'What made you want to go to {place}?', 'What would you most like to see there?', 'What are you most curious about?'],
    examples: ['We have never been to Lisbon.', "Next month I travel to Rome with my husband, we never been there.", "I've never travelled to Japan."],
    // Abroad at all is never-abroad.ts's.
    counterExamples: ["I've never been abroad.", 'My sister has never been to Lisbon.', 'Have you ever been to Lisbon?', 'I have been to Lisbon twice.', 'We never go there on Sundays.'],
  },
  es: {
    said: /(?<![\p{L}])(?:[Nn]unca (?:he|hemos) (?:estado|ido|viajado)|[Nn]o (?:he|hemos) (?:estado|ido|viajado) nunca) (?:en|a) (?:(?<place>\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)?)|ese país|esa ciudad)(?![\p{L}])/u,
    acks: ['¡Entonces todo será nuevo para ti! (Then it will all be new to you!)', '¡La primera vez siempre es emocionante! (A first time is always exciting!)'],
    questions: ['¿Qué te gustaría ver en {place}? (What would you like to see in {place}?)', '¿Por qué quieres ir a {place}? (Why do you want to go to {place}?)', '¿Qué te gustaría ver allí? (What would you like to see there?)'],
    examples: ['Nunca he estado en México pero mi amiga dice que es muy bonito.', 'No hemos ido nunca a Cuba.', 'Nunca he viajado a ese país.'],
    counterExamples: ['Mi hermano nunca ha estado en México.', '¿Has estado en México?', 'He estado en México dos veces.', 'Nunca voy al cine.'],
  },
};
