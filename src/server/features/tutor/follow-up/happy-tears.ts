/**
 * Tears told just after good news ('My son said his first word!' then 'He said mama and I cried.'; 'Mi hermana tuvo un
 * bebé.' then 'Lloré mucho.'): tears of joy, met as such, never 'That sounds hard'. Tears with a sorrow of their own in
 * the same message ('I cried because I missed him') are left to the hard time. Each language with the messages it
 * must read and those it must leave, run as tests (happy-tears.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { detectMood } from '../detect-mood';
import { wasAlreadyAsked } from '../read-conversation';
import { FAMILY_NEWS } from './family-news';
import type { FactResponse } from './respond-to-facts';

type TearsRule = { said: RegExp; sorrow: RegExp; acks: readonly string[]; questions: readonly string[]; examples: readonly string[]; counterExamples: readonly string[] };

export const HAPPY_TEARS: Readonly<Record<'en' | 'es', TearsRule>> = {
  en: {
    said: /\b(?:I|we) (?:cried|was crying|were crying|started (?:to cry|crying)|had tears in (?:my|our) eyes|couldn't stop crying)\b/i,
    sorrow: /\b(?:because|miss|missed|sad|hurt|pain|lost|died|angry|afraid|scared)\b/i,
    acks: ['Happy tears! What a moment.', 'Oh, tears of joy! That is so special.'],
    questions: ['Who did you tell first?', 'Did you get a photo or a video of it?'],
    examples: ["He said 'mama' and I cried.", 'We were crying all evening.', 'I had tears in my eyes.'],
    counterExamples: ['I cried because I missed him.', 'My baby cried all night.', 'Did you cry?'],
  },
  es: {
    said: /(?<![\p{L}])(?:lloré|lloramos|me puse a llorar|nos pusimos a llorar|estaba llorando|no podía parar de llorar|se me saltaron las lágrimas)(?![\p{L}])/iu,
    sorrow: /(?<![\p{L}])(?:porque|echo de menos|echaba de menos|triste|dolor|murió|enfadad[oa]|miedo)(?![\p{L}])/iu,
    acks: ['¡Lágrimas de alegría! (Happy tears!)', '¡Qué momento tan bonito! (What a beautiful moment!)'],
    questions: ['¿A quién se lo contaste primero? (Who did you tell first?)', '¿Hiciste alguna foto? (Did you take a photo?)'],
    examples: ['Dijo mamá y lloré.', 'Lloramos toda la tarde.', 'Se me saltaron las lágrimas.'],
    counterExamples: ['Lloré porque lo echaba de menos.', 'Mi bebé lloró toda la noche.', '¿Lloraste?'],
  },
};

/** Whether the message tells of tears with no sorrow of their own. */
export const tellsTears = (message: string, language: 'en' | 'es'): boolean =>
  !/\?\s*$/.test(message.trim()) && HAPPY_TEARS[language].said.test(message) && !HAPPY_TEARS[language].sorrow.test(message);

/** Good news, a step or a birth in the family, or anything the learner was glad of. */
function wasGoodNews(message: string, language: 'en' | 'es'): boolean {
  const news = FAMILY_NEWS[language];
  return news.said.test(message) || news.occasion.test(message) || detectMood(message) === 'positive';
}

export function respondToHappyTears(input: { message: string; previousMessage?: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser }): FactResponse | null {
  const { message, previousMessage, isSpanish, assistantMessages, chooser } = input;
  const language = isSpanish ? 'es' : 'en';
  if (!previousMessage || !tellsTears(message, language) || !wasGoodNews(previousMessage, language)) return null;
  const rule = HAPPY_TEARS[language];
  const questions = rule.questions.filter((q) => !wasAlreadyAsked(q, assistantMessages));
  if (questions.length === 0) return null;
  return { acknowledgement: chooser.pick('tears-ack', rule.acks), question: chooser.pick('tears-question', questions) };
}
