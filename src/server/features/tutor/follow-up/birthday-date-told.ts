/**
 * When the learner's birthday is, told ('My birthday is in December', 'Mi cumpleaños es el 5 de mayo'): how they
 * celebrate it, or their perfect one; not a question about the holidays. A birthday today, tomorrow or just gone is
 * news (news-told.ts). Each language with the messages it must read and those it must leave, run as tests
 * (birthday-date-told.test.ts).
 */
import type { ToldRules } from './told-rule';

const MONTHS_EN = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const MONTHS_ES = '(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)';

export const BIRTHDAY_DATE_TOLD: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy birthday is (?:in (?:${MONTHS_EN}|(?:the )?(?:spring|summer|autumn|fall|winter))|on (?:the )?(?:\d{1,2}(?:st|nd|rd|th)?(?: of)? ${MONTHS_EN}|${MONTHS_EN} \d{1,2}(?:st|nd|rd|th)?))\b`, 'i'),
    acks: ['Thanks for telling me!', 'Good to know!'],
    questions: ['How do you usually celebrate your birthday?', 'What would your perfect birthday be like?'],
    examples: ['My birthday is in December.', 'My birthday is on the 5th of May.', 'My birthday is on March 12.', 'My birthday is in the summer, so I always have a party outside.'],
    counterExamples: ["My sister's birthday is in December.", 'When is your birthday?', 'My birthday is tomorrow.', 'My birthday was in June.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mi cumpleaños es (?:en (?:${MONTHS_ES}|(?:el )?(?:verano|invierno|otoño)|(?:la )?primavera)|el (?:\d{1,2}|primero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|\p{L}+) de ${MONTHS_ES})(?![\p{L}])`, 'iu'),
    acks: ['¡Gracias por contármelo! (Thanks for telling me!)', '¡Qué bien saberlo! (Good to know!)'],
    questions: ['¿Cómo sueles celebrar tu cumpleaños? (How do you usually celebrate your birthday?)', '¿Cómo sería tu cumpleaños perfecto? (What would your perfect birthday be like?)'],
    examples: ['Mi cumpleaños es en diciembre.', 'Mi cumpleaños es el 5 de mayo.', 'Mi cumpleaños es en verano y siempre hago una fiesta.'],
    counterExamples: ['El cumpleaños de mi hermana es en diciembre.', '¿Cuándo es tu cumpleaños?', 'Mi cumpleaños es mañana.', 'Mi cumpleaños fue en junio.'],
  },
};
