/**
 * A correction may change grammar words (a/an, do/does, to, is/are...) and the forms of the learner's own
 * words, never the words themselves: 'I need an advice' must not become 'I need an tip'.
 */
import { singularOf, verbForms } from './verb-forms';

const GRAMMAR_WORDS = new Set(
  ("a an the some any this that these those to of for in on at with from about by piece lot do does did don't doesn't didn't done doing " +
    "make makes made making say says said tell tells told is am are was were be been being have has had having 've 'm 're 's will would " +
    "can could should must might may i you he she it we they me him her us them my your his its our their more most much many little " +
    "years year old not no there agree agrees").split(' '),
);

function wordsOf(text: string, grammarWords: ReadonlySet<string>): string[] {
  const words = text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? [];
  return words.filter((w) => !GRAMMAR_WORDS.has(w) && !grammarWords.has(w));
}

function rootOf(word: string): string {
  return verbForms(word)?.infinitive ?? singularOf(word);
}

function isRelated(a: string, b: string): boolean {
  if (a === b || rootOf(a) === rootOf(b)) return true;
  // 'boring'/'bored', 'happier'/'happy', 'pequeño'/'pequeña', 'visito'/'visité': one stem, another ending.
  let shared = 0;
  while (shared < Math.min(a.length, b.length) && a[shared] === b[shared]) shared++;
  return shared >= 3 && shared >= Math.min(a.length, b.length) - 2;
}

/** `grammarWords`: another language's grammar words (Spanish 'ser' and 'estar' forms, articles). */
export function keepsMeaning(original: string, corrected: string, grammarWords: ReadonlySet<string> = new Set()): boolean {
  const before = wordsOf(original, grammarWords);
  const after = wordsOf(corrected, grammarWords);
  return before.every((w) => after.some((x) => isRelated(w, x))) && after.every((w) => before.some((x) => isRelated(w, x)));
}
