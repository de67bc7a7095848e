/**
 * The day someone in the family was born, remembered ('The best day of my life was when my brother was born', 'El mejor
 * día de mi vida fue cuando nació mi hermano'): how old they were and what they remember; not 'Where does your brother
 * live?'. A baby just born is news (family-news.ts). Each language with the messages it must read and those it must leave,
 * run as tests (born-remembered.test.ts).
 */
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';

export const BORN_REMEMBERED: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?:when|the day) (?<who>my (?:little |baby |younger )?(?:${ENGLISH_FAMILY_WORDS})) (?:was|were) born\b(?! (?:in|on) (?:a|the) \p{L}+ (?:hospital|city|town|village|country)\b)`, 'iu'),
    acks: ['What a special memory!', 'What a lovely day to remember!'],
    questions: ['How old were you when {who} was born?', 'How old were you then?', 'What do you remember most about that day?'],
    examples: ['The best day of my life was when my brother was born.', 'I was so happy the day my little sister was born.', 'I remember when my daughter was born.'],
    counterExamples: ['My brother was born in 2010.', 'When was your sister born?', 'My son was born last week.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?:cuando|(?:el|del) día (?:en )?que) (?<born>nació|nacieron) (?<who>mis? (?:${SPANISH_FAMILY_WORDS}))(?![\p{L}])`, 'iu'),
    acks: ['¡Qué recuerdo tan especial! (What a special memory!)', '¡Qué día tan bonito para recordar! (What a lovely day to remember!)'],
    questions: ['¿Cuántos años tenías cuando {born} {who}? (How old were you?)', '¿Cuántos años tenías tú? (How old were you?)', '¿Qué es lo que más recuerdas de ese día? (What do you remember most about that day?)'],
    examples: ['El mejor día de mi vida fue cuando nació mi hermano.', 'Me acuerdo del día que nació mi hija.', 'Estaba muy feliz cuando nacieron mis primos.'],
    counterExamples: ['Mi hermano nació en 2010.', '¿Cuándo nació tu hermana?', 'Mi hija nació la semana pasada.'],
  },
};
