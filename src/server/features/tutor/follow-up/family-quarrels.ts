/**
 * The learner and someone of their family who often fight ('My brother and I always fight', 'Mi hermano y yo siempre
 * peleamos'): that it happens in many families, what about, and whether they get on otherwise; not 'Where does your
 * brother live?'. A quarrel just had is news (news-told.ts). Each language with the messages it must read and those it
 * must leave, run as tests (family-quarrels.test.ts).
 */
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';

export const FAMILY_QUARRELS: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?:(?:little|big|older|younger) )?(?:${ENGLISH_FAMILY_WORDS}) and I (?:always |often |sometimes |usually |still )?(?:fight|argue|quarrel)\b(?! (?:for|against)\b)`, 'iu'),
    acks: ['That happens in lots of families.', 'Most families have their arguments.'],
    questions: ['What do you usually fight about?', 'Do you get on well most of the time?'],
    examples: ['My brother and I always fight.', 'My mother and I often argue about my studies.', 'My little sister and I fight about the TV.'],
    counterExamples: ['My brother and I always play football.', 'My parents always fight.', 'Do you and your brother fight?', 'My brother and I fight for the same team.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mi (?:${SPANISH_FAMILY_WORDS}) (?:(?:mayor|menor|pequeñ[oa]) )?y yo (?:siempre |a menudo |a veces |mucho |todavía )?(?:peleamos|discutimos|nos peleamos)(?![\p{L}])`, 'iu'),
    acks: ['Eso pasa en muchas familias. (That happens in lots of families.)', 'Todas las familias discuten a veces. (Every family argues sometimes.)'],
    questions: ['¿Por qué soléis pelearos? (What do you usually fight about?)', '¿Os lleváis bien el resto del tiempo? (Do you get on well the rest of the time?)'],
    examples: ['Mi hermano y yo siempre peleamos.', 'Mi madre y yo discutimos mucho por mis estudios.', 'Mi hermana pequeña y yo nos peleamos por la tele.'],
    counterExamples: ['Mi hermano y yo siempre jugamos al fútbol.', 'Mis padres siempre discuten.', '¿Tu hermano y tú os peleáis?'],
  },
};
