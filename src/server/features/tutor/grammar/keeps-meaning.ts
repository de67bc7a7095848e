/**
 * A correction may change grammar words (a/an, do/does, to, is/are...) and the forms of the learner's own
 * words, never the words themselves: 'I need an advice' must not become 'I need an tip'.
 */
import { editDistance } from './is-teachable-issue';
import { singularOf, verbForms } from './verb-forms';

const GRAMMAR_WORDS = new Set(
  ("a an the some any this that these those to of for in on at with from about by piece lot do does did don't doesn't didn't done doing " +
    "make makes made making say says said tell tells told is am are was were be been being have has had having 've 'm 're 's will would " +
    "can could should must might may i you he she it we they me him her us them my your his its our their more most much many little " +
    "as like isn't aren't wasn't weren't years year old not no too there agree agrees it's since what which who " +
    // Verbs that one family swaps for its pair, as make/do and say/tell above.
    "lend lends lent lending borrow borrows borrowed borrowing " +
    // The verbs a noun takes instead of make or do ('make a photo' -> 'take a photo', 'make a hike' -> 'go on a hike').
    "take takes took taken taking ask asks asked asking go goes went gone going " +
    // A preposition of time another family swaps ('during five years' -> 'for five years').
    "during " +
    // What stands for 'can' where it has no form ('will can' -> 'will be able to'), and a skill's 'how' ('know how to swim').
    "able how " +
    // The adjective whose adverb is another word ('sleep good' -> 'sleep well').
    "good well " +
    // The counting word for things worn two at a time ('a new shoes' -> 'a pair of new shoes').
    "pair " +
    // A linking word said twice, taken out ('Although it is late, but we go' -> 'Although it is late, we go').
    "but so " +
    // A second negative and its 'any' form ('don't understand nothing' -> 'anything').
    "nothing anything nobody anybody anyone nowhere anywhere " +
    // A subject with its verb contracted, whose verb a family may take out ("I'm agree" -> 'I agree').
    "i'm you're we're they're he's she's i've you've we've they've i'd you'd he'd she'd we'd they'd i'll you'll he'll she'll we'll they'll").split(' '),
);

function wordsOf(text: string, grammarWords: ReadonlySet<string>): string[] {
  const words = text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? [];
  return words.filter((w) => !GRAMMAR_WORDS.has(w) && !grammarWords.has(w));
}

const grammarWordsOf = (text: string) => (text.toLowerCase().replace(/’/g, "'").match(/[\p{L}\d][\p{L}\d'-]*/gu) ?? []).filter((w) => GRAMMAR_WORDS.has(w));

function rootOf(word: string): string {
  return verbForms(word)?.infinitive ?? singularOf(word);
}

/** A made-up regular past ('goed', 'swimmed', 'comed') is still its verb: 'go', 'swim', 'come'. */
function regularizedRoots(word: string): string[] {
  const bases = [word, word.replace(/ed$/, ''), word.replace(/d$/, ''), word.replace(/(\w)\1ed$/, '$1')];
  return bases.map(rootOf);
}

function isRelated(a: string, b: string): boolean {
  if (a === b || regularizedRoots(a).includes(rootOf(b)) || regularizedRoots(b).includes(rootOf(a))) return true;
  const isFormOf = (form: string, word: string) => regularizedRoots(word).some((root) => Object.values(verbForms(root) ?? {}).includes(form));
  if (isFormOf(b, a) || isFormOf(a, b)) return true; // 'drinked' -> 'drunk'
  // A spelling slip ('freind', 'comed'): at most two letters differ, three in a long word ('errounuosly').
  const shorter = Math.min(a.length, b.length);
  if (shorter >= 4 && editDistance(a, b) <= (shorter >= 9 ? 3 : 2)) return true;
  // 'boring'/'bored', 'happier'/'happy', 'pequeño'/'pequeña', 'visito'/'visité': one stem, another ending.
  let shared = 0;
  while (shared < Math.min(a.length, b.length) && a[shared] === b[shared]) shared++;
  return shared >= 3 && shared >= Math.min(a.length, b.length) - 2;
}

/** A letter or two swapped, left out or doubled in a word of four letters or more: 'thier', 'thoes', 'woud'. */
function isSlipOf(word: string, grammarWord: string): boolean {
  return word.length >= 4 && word !== grammarWord && editDistance(word, grammarWord) <= 2 && word[0] === grammarWord[0];
}

/** One verb in two forms ('goed' and 'went'), where the second is a grammar word a family may put in. */
const isSameVerb = (a: string, b: string) => regularizedRoots(a).includes(rootOf(b)) || regularizedRoots(b).includes(rootOf(a));

/**
 * `grammarWords`: another language's grammar words (Spanish 'ser' and 'estar' forms, articles). `isSameWord`: two words
 * its pack knows as forms of one (a Spanish verb's infinitive and its forms: 'ir' and 'fui', 'tener' and 'tienes').
 */
export function keepsMeaning(original: string, corrected: string, grammarWords: ReadonlySet<string> = new Set(), isSameWord?: (a: string, b: string) => boolean): boolean {
  const before = wordsOf(original, grammarWords);
  const after = wordsOf(corrected, grammarWords);
  // Only the spaces moved ('alot' -> 'a lot'): the same letters in the same order.
  const joined = (text: string) => text.toLowerCase().replace(/[^\p{L}\d]/gu, '');
  const isRespaced = (word: string, text: string) => joined(text).includes(word.replace(/[^\p{L}\d]/gu, ''));
  // A misspelt grammar word ('thier', 'taht'; Spanish 'hase' for 'hace') is the grammar word it stands for.
  const isEnglish = grammarWords.size === 0;
  const grammarIn = (text: string) => (isEnglish ? grammarWordsOf(text) : (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => grammarWords.has(w)));
  const grammarBefore = grammarIn(original);
  const grammarAfter = grammarIn(corrected);
  const keptIn = (w: string, words: readonly string[], grammar: readonly string[], text: string) =>
    words.some((x) => isRelated(w, x) || !!isSameWord?.(w, x)) || grammar.some((x) => isSlipOf(w, x) || isSameVerb(w, x) || !!isSameWord?.(w, x)) || isRespaced(w, text);
  return before.every((w) => keptIn(w, after, grammarAfter, corrected)) && after.every((w) => keptIn(w, before, grammarBefore, original));
}
