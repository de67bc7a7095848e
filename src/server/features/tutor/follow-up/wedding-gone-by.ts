/**
 * A wedding in the learner's family or among friends, just gone by ('My brother got married last month', 'Mi hermano se
 * casó el mes pasado'): how lovely, and how the wedding was; not 'Where does your brother live?'. One to come is family
 * news (family-news.ts); the learner's own, news (news-told.ts). Each language with the messages it must read and those it
 * must leave, run as tests (wedding-gone-by.test.ts).
 */
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';

export const WEDDING_GONE_BY: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?:(?:little|big|older|younger) )?(?<who>${ENGLISH_FAMILY_WORDS}|cousin|(?:best |good |close |old )?friend) (?:just |finally )?(?:got married|married|had (?:his|her|their) wedding)\b(?! (?:a|an|the|my|his|her)\b)`, 'iu'),
    acks: ['How lovely, a wedding!', 'Congratulations to the happy couple!'],
    questions: ["How was your {who}'s wedding?", 'What was the best part of the wedding?'],
    examples: ['My brother got married last month.', 'My best friend got married on Saturday.', 'My cousin had her wedding in June.'],
    counterExamples: ['My sister is getting married in June.', 'My mother married my father in 1990.', 'I got married last year.', 'Did your brother get married?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mi (?<who>${SPANISH_FAMILY_WORDS}|mejor amig[oa]|amig[oa]) (?:(?:mayor|menor|pequeñ[oa]) )?(?:se casó|se ha casado|acaba de casarse|tuvo su boda)(?! con (?:mi|tu)(?![\p{L}]))(?![\p{L}])`, 'iu'),
    acks: ['¡Qué bonito, una boda! (How lovely, a wedding!)', '¡Enhorabuena a los novios! (Congratulations to the happy couple!)'],
    questions: ['¿Qué tal fue la boda de tu {who}? (How was the wedding?)', '¿Qué fue lo mejor de la boda? (What was the best part of the wedding?)'],
    examples: ['Mi hermano se casó el mes pasado.', 'Mi mejor amiga se ha casado este verano.', 'Mi prima tuvo su boda en junio.'],
    counterExamples: ['Mi hermana se casa en junio.', 'Mi madre se casó con mi padre en 1990.', 'Me casé el año pasado.', '¿Tu hermano se casó?'],
  },
};
