/**
 * Someone of the learner's family who taught them a skill ('My dad taught me to drive when I was sixteen', 'Mi papá me
 * enseñó a manejar'): whether they were patient, and whether the learner still enjoys it; not 'What is your dad called?'.
 * Each language with the messages it must read and those it must leave, run as tests (taught-by.test.ts).
 */
import { ENGLISH_FAMILY_WORDS, SPANISH_FAMILY_WORDS } from './person-agreement';
import type { ToldRules } from './told-rule';

export const TAUGHT_BY: ToldRules = {
  en: {
    said: new RegExp(String.raw`\bmy (?<who>${ENGLISH_FAMILY_WORDS}) (?:taught|showed) me (?:how )?to (?<skill>\p{L}+(?: (?!(?:when|with|and|because|in|at|on|very|well|for|as|after|before|but)\b)\p{L}+){0,2})`, 'iu'),
    acks: ['What a nice thing to learn from family.', 'That is a lovely thing to share.'],
    questions: ['Was your {who} a patient teacher?', 'Do you still like to {skill}?'],
    examples: ['My dad taught me to drive when I was sixteen.', 'My grandmother taught me how to knit.', 'My brother showed me how to play chess.'],
    counterExamples: ['My teacher taught me to read.', 'I taught my son to swim.', 'Did your mother teach you to cook?'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])mi (?<who>${SPANISH_FAMILY_WORDS}) me (?:enseñó|ha enseñado) a (?<skill>\p{L}+(?: (?!(?:cuando|con|y|porque|hace|de|desde|muy|bien|mal|en|a|que|pero|para)(?![\p{L}]))\p{L}+){0,2})`, 'iu'),
    acks: ['¡Qué bonito aprender de la familia! (How lovely to learn from family!)', '¡Qué buen recuerdo! (What a good memory!)'],
    questions: ['¿Tuvo paciencia tu {who} para enseñarte? (Were they patient when teaching you?)', '¿Todavía te gusta {skill}? (Do you still enjoy it?)'],
    examples: ['Mi papá me enseñó a manejar cuando tenía dieciséis años.', 'Mi abuela me enseñó a coser.', 'Mi hermano me ha enseñado a jugar al ajedrez.'],
    counterExamples: ['Mi profesora me enseñó a leer.', 'Enseñé a mi hijo a nadar.', '¿Tu madre te enseñó a cocinar?'],
  },
};
