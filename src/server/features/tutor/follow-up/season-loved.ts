/**
 * A season loved ('I love autumn because I can walk in the park and see the leaves', 'Me encanta la primavera'): what it
 * is like where they live, and what else they love doing then; not a question from another topic's bank. Each language
 * with the messages it must read and those it must leave, run as tests (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

export const SEASON_LOVED: ToldRules = {
  en: {
    said: /\b(?:I (?:really )?(?:love|like|adore|enjoy)|my favou?rite season is) (?<season>autumn|fall|spring|summer|winter)\b(?! (?:holidays?|clothes|school|camp|job)\b)/i,
    acks: ['Oh, a lovely time of year.', 'Good choice!'],
    questions: ['What is {season} like where you live?', 'What else do you love doing in {season}?', 'What is it like where you live at that time of year?'],
    examples: ['I love autumn because I can walk in the park and see the leaves.', 'My favourite season is spring.', 'I really enjoy winter.'],
    counterExamples: ['My sister loves summer.', 'Do you like winter?', 'I love summer holidays.'],
  },
  es: {
    said: /(?<![\p{L}])(?:me (?:encanta|gusta mucho|gusta) (?:el |la )?(?:otoño|primavera|verano|invierno)|mi estación (?:favorita|preferida) es (?:el |la )?(?:otoño|primavera|verano|invierno))(?![\p{L}])/iu,
    acks: ['¡Qué bonita época del año! (What a lovely time of year!)'],
    questions: ['¿Cómo es esa época donde vives? (What is that time of year like where you live?)', '¿Qué más te gusta hacer en esa época? (What else do you love doing then?)'],
    examples: ['Me encanta el otoño porque puedo pasear por el parque.', 'Mi estación favorita es la primavera.'],
    counterExamples: ['A mi hermana le encanta el verano.', '¿Te gusta el invierno?'],
  },
};
