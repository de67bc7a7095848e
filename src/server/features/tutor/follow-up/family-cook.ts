/**
 * Someone in the family who cooks well ('My mother is a very good cook, she makes the best pasta', 'Mi abuela cocina
 * muy bien'): the best thing they make, and whether they taught the learner; not 'What is your mother like?' after the
 * learner has just said it. Each language with the messages it must read and those it must leave, run as tests
 * (told-events.test.ts,
 * told-kinds-in-conversation.test.ts).
 */
import type { ToldRules } from './told-rule';

const FAMILY_EN = 'mother|mum|mom|father|dad|grandmother|grandma|granny|grandfather|grandpa|wife|husband|sister|brother|aunt|uncle|mother-in-law|boyfriend|girlfriend|partner';
const FAMILY_ES = 'madre|mamá|padre|papá|abuela|abuelo|mujer|marido|hermana|hermano|tía|tío|suegra|novia|novio|pareja';

export const FAMILY_COOK: ToldRules = {
  en: {
    said: new RegExp(String.raw`\b(?<who>my (?:${FAMILY_EN})) (?:is (?:a |an )?(?:very |really |really very |amazing |excellent |great |fantastic |wonderful )*(?:good |great |amazing |excellent |fantastic |wonderful )?(?:cook|chef)|cooks (?:very |really |so )?(?:well|amazingly)|makes the best \p{L}+)\b`, 'iu'),
    acks: ['Lucky you!', 'Mmm, that sounds delicious.'],
    questions: ['What is the best thing {who} makes?', 'Has {who} taught you to cook?'],
    examples: ['My mother is a very good cook, she makes the best pasta.', 'My grandma makes the best apple pie.', 'My husband cooks really well.'],
    counterExamples: ['My mother is a nurse.', 'Is your mother a good cook?', 'My friend is a good cook.'],
  },
  es: {
    said: new RegExp(String.raw`(?<![\p{L}])(?<who>mi (?:${FAMILY_ES})) (?:cocina (?:muy |súper |tan )?bien|es (?:una |un )?(?:muy )?(?:buena |buen |gran )?(?:cocinera|cocinero)|hace (?:la|el|los|las) mejor(?:es)? \p{L}+)(?![\p{L}])`, 'iu'),
    acks: ['¡Qué suerte! (Lucky you!)', '¡Qué rico! (How delicious!)'],
    questions: ['¿Qué es lo que mejor cocina? (What is the best thing they make?)', '¿Te ha enseñado a cocinar? (Have they taught you to cook?)'],
    examples: ['Mi abuela cocina muy bien.', 'Mi madre es muy buena cocinera.', 'Mi padre hace la mejor paella.'],
    counterExamples: ['Mi madre es enfermera.', '¿Tu madre cocina bien?', 'Mi amiga cocina muy bien.'],
  },
};
