/**
 * News a learner shares about their own life: a birthday, an exam passed, a new job, a wedding or a baby,
 * missing the people at home, long working hours, or finding the language hard. Met as a friend would ("Happy
 * birthday! How are you going to celebrate?", "That's hard, being far from the people you love"), not as a topic
 * to be told more about ("Could you tell me a little more about your birthday?") nor a family time to enjoy. Each kind with the messages it must read and those it
 * must leave (news-told.test.ts).
 */
import type { Chooser } from '../choose-variant';
import { wasAlreadyAsked } from '../read-conversation';
import type { FactResponse } from './respond-to-facts';
import { asksForKnownFact, type LearnerFacts } from './learner-facts';
import type { News, NewsKind } from './news-kind';
import { NEWS_IN_ENGLISH } from './news-told-in-english';
import { NEWS_IN_SPANISH } from './news-told-in-spanish';
import { CONTRAST, detectMood } from '../detect-mood';
import { lossTold } from './loss-told';

export type { NewsKind } from './news-kind';

/** Every kind of news, by the language of the teacher (news-told-in-english.ts, news-told-in-spanish.ts). */
export const NEWS: Readonly<Record<'en' | 'es', Readonly<Record<NewsKind, News>>>> = { en: NEWS_IN_ENGLISH, es: NEWS_IN_SPANISH };

/** Asked, not told: not the learner's news now. */
const NOT_THEIRS = /\?\s*$/;

/** A plan the message tells ('so I'm going to clean the house', 'y voy a limpiar la casa'), and a question asking for one. */
const SAYS_PLAN = /\b(?:I'm going to|I am going to|I'll|I will|I'm gonna|I plan to|I want to)\b|(?<![\p{L}])(?:voy a|pienso|quiero) \p{L}+r(?![\p{L}])/iu;
const ASKS_PLAN = /^(?:What will you do|What are you going to do|Any plans|¿Tienes planes|¿Qué vas a hacer)/u;

/** A silence told since a quarrel ('now we don't talk', 'ahora no nos hablamos'), and the question whether they have talked. */
const SAYS_NOT_TALKING = /\bwe (?:don't|do not|haven't|have not|didn't|did not) (?:talk|talked|speak|spoken)\b|\b(?:she|he|they) (?:doesn't|does not|don't|do not|won't) (?:talk|speak) to me\b|(?<![\p{L}])no (?:nos )?(?:hablamos|hemos hablado)(?![\p{L}])|(?<![\p{L}])no me habla(?![\p{L}])/iu;
const ASKS_IF_TALKED = /^(?:Have you talked since then|¿Ya habéis hablado)/u;

/** The kind of news the message tells, if any. */
/**
 * The news told as a past long gone ('I graduated in 2019', 'five years ago', 'hace tres años'), as in an interview's
 * 'Tell me about yourself': read in the sentence that tells the news only, never from a duration ('together since 2019'),
 * and never where that sentence says it is new ('today', 'just', 'last week').
 */
function isLongAgo(sentence: string): boolean {
  const year = /(?<![\p{L}\d])(?:in|en) ((?:19|20)\d\d)(?![\d])/iu.exec(sentence)?.[1];
  if (year && Number(year) < new Date().getFullYear()) return true;
  if (/\b(?:today|yesterday|just|finally|last (?:week|weekend|month|night)|this (?:week|morning|month))\b|(?<![\p{L}])(?:hoy|ayer|por fin|acabo de)(?![\p{L}])/iu.test(sentence)) return false;
  return /\b(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|several) years ago\b|(?<![\p{L}])hace (?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|varios) años(?![\p{L}])/iu.test(sentence);
}

export function newsTold(message: string, language: 'en' | 'es'): NewsKind | null {
  if (NOT_THEIRS.test(message.trim())) return null;
  // 'Mi abuelo murió hace dos años, lo extraño mucho': a death told is met as a loss (loss-told.ts), not as missing home.
  if (lossTold(message, language === 'es')) return null;
  const kinds = NEWS[language];
  const kind = (Object.keys(kinds) as NewsKind[]).find((k) => kinds[k].said.test(message)) ?? null;
  if (!kind) return null;
  // Good news long gone is a life story, not news to congratulate now (a move long ago may still be missed: that stays).
  const toldIn = message.split(/(?<=[.!?])\s+/).find((sentence) => kinds[kind].said.test(sentence)) ?? message;
  return isLongAgo(toldIn) && kinds[kind].acks.some((ack) => GOOD_NEWS_ACK.test(ack)) ? null : kind;
}

/** A friend's word on the news, and a question about it not asked before, nor about what the learner has told ('When is your test?'). */
/** Good news with a 'but' that turns it ('I got the job but the salary is lower than I expected'): both halves heard. */
const MIXED_NEWS = {
  en: { acknowledgement: "Congratulations, though I understand it's not all good news.", question: 'How do you feel about it all?' },
  es: { acknowledgement: '¡Enhorabuena, aunque entiendo que no todo es bueno! (Congratulations, though I understand it is not all good news!)', question: '¿Cómo te sientes con todo esto? (How do you feel about it all?)' },
} as const;
const GOOD_NEWS_ACK = /congratulations|well done|great news|how exciting|enhorabuena|felicidades|qué bien/i;
/** The last part after a 'but' says something went wrong. */
const turnsBad = (message: string) => {
  const parts = message.split(CONTRAST);
  return parts.length > 1 && detectMood(parts.at(-1)!) === 'negative';
};

export function respondToNews(input: { message: string; isSpanish: boolean; assistantMessages: readonly string[]; chooser: Chooser; facts?: LearnerFacts }): FactResponse | null {
  const { message, isSpanish, assistantMessages, chooser, facts } = input;
  const kind = newsTold(message, isSpanish ? 'es' : 'en');
  if (!kind) return null;
  const news = NEWS[isSpanish ? 'es' : 'en'][kind];
  // 'I got a job offer but the salary is lower than I expected': good news that turns bad is no news to celebrate.
  if (GOOD_NEWS_ACK.test(news.acks.join(' ')) && turnsBad(message)) {
    const mixed = MIXED_NEWS[isSpanish ? 'es' : 'en'];
    return wasAlreadyAsked(mixed.question, assistantMessages) ? null : { acknowledgement: mixed.acknowledgement, question: mixed.question, isTaskNews: true };
  }
  // {thing}: what the message named ('Can your car be fixed?').
  const groups = news.said.exec(message)?.groups ?? {};
  const thing = (groups.thing ?? groups.thing2)?.toLowerCase().replace(/^homeworks$/, 'homework');
  const questions = news.questions.flatMap((q) => (!q.includes('{thing}') ? [q] : thing ? [q.replace(/\{thing\}/g, thing)] : []));
  // 'Today is my day off so I'm going to clean the house': its plan told, not asked for.
  const isPlanTold = SAYS_PLAN.test(message);
  // 'I had an argument with my best friend and now we don't talk': whether they have talked is told.
  const isSilenceTold = SAYS_NOT_TALKING.test(message);
  const fresh = questions.filter((q) => !wasAlreadyAsked(q, assistantMessages) && !(facts && asksForKnownFact(q, facts)) && !(isPlanTold && ASKS_PLAN.test(q)) && !(isSilenceTold && ASKS_IF_TALKED.test(q)));
  if (fresh.length === 0) return null;
  // Every teacher takes news up, even one who leads a task.
  const acks = news.acks.filter((ack) => !assistantMessages.at(-1)?.includes(ack));
  return { acknowledgement: chooser.pick('news-ack', acks.length > 0 ? acks : news.acks), question: chooser.pick('news-question', fresh), isTaskNews: true };
}
