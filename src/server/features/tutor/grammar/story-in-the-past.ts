/**
 * A story the learner is telling in the past, by the message before this one ('Yesterday my son had an accident at
 * school.'): in the next one ('He fall from the stairs'), a bare verb after 'he' or 'she' is far more likely a past left
 * without its ending ('fell') than a present without its -s ('falls'), so agreement is not asked about there.
 */
import type { Correction } from './correct-text';
import { has, tagSentence } from './tag-sentence';

/** A time gone, said in words ('yesterday', 'last week', 'two days ago', 'in 2019'). */
const TIME_GONE = /\b(?:yesterday|last (?:night|week|weekend|month|year|summer|winter|spring|autumn|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\w+ (?:days?|weeks?|months?|years?) ago|in (?:19|20)\d\d)\b/i;

export function isStoryInThePast(previousMessage: string | undefined): boolean {
  if (!previousMessage?.trim()) return false;
  if (TIME_GONE.test(previousMessage)) return true;
  // A verb in the past simple ('had', 'went', 'was'), not a participle ('I have seen').
  return tagSentence(previousMessage).tokens.some((t) => has(t, 'PastTense') && !has(t, 'Participle') && has(t, 'Verb'));
}

/** The reasons that only give a verb its -s: after he or she, after 'who' standing for one ('a father who loses'), after one noun and its phrase ('my cousin in Canada calls'). */
const PRESENT_S_REASONS = new Set(['subject-verb-agreement.s', 'who-agreement.singular', 'agreement-across-phrase.one']);

/** A change that only gives a verb its -s ('He fall' -> 'He falls', 'he don't' -> 'he doesn't', 'a man who live' -> 'lives'). */
export function onlyAddsPresentS(correction: Correction): boolean {
  return correction.fixes.length > 0 && correction.fixes.every((fix) => PRESENT_S_REASONS.has(fix.reason?.key ?? ''));
}

/** Words that set a sentence in the present or in habit ('Now my sister work...', 'My husband always cook...'). */
const PRESENT_OR_HABIT = /\b(?:now|nowadays|today|these days|always|usually|often|sometimes|never|every|each)\b/i;

/**
 * The same story told in the sentence itself, before the slip ('It was about a father who lose his son'): the words before
 * the verb asked about tell of the past, so 'lose' is 'lost' left bare, not 'loses'. Only that sentence, and never one set
 * in the present or in habit ('Yesterday was my birthday. My husband always cook for me.').
 */
export function isToldInThePastBefore(message: string, correction: Correction): boolean {
  const fix = correction.fixes[0];
  if (!fix) return false;
  const slip = new RegExp(String.raw`(?<![\p{L}])${escapeRegExp(`${fix.before} ${fix.from}`.trim())}(?![\p{L}])`, 'iu').exec(message);
  if (!slip) return false;
  const sentenceStart = Math.max(0, ...[...message.slice(0, slip.index).matchAll(/[.!?]\s+/g)].map((m) => m.index + m[0].length));
  const sentence = message.slice(sentenceStart);
  return !PRESENT_OR_HABIT.test(sentence) && isStoryInThePast(message.slice(sentenceStart, slip.index + fix.before.length));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
