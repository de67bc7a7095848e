/**
 * Harper is tuned for native writers; a tutor must not nag a learner about names, British spelling,
 * chat-style lower case or commas. This keeps only the issues a teacher would actually correct.
 */
import { findLemma } from '../wordnet/find-lemma';
import { WORDNET_POSES } from '../wordnet/read-wordnet';
import type { GrammarIssue } from './grammar-issue';

/** Kinds that change meaning or grammar. Left out on purpose: Punctuation, Style,
 *  Readability, Enhancement, Formatting, Regionalism, Repetition, Redundancy and Typo (whose
 *  suggestions split words, e.g. 'hous' into 'ho us'). */
const TEACHABLE_KINDS = new Set([
  'Grammar', 'Agreement', 'Spelling', 'WordChoice', 'Usage', 'Malapropism', 'Eggcorn', 'Miscellaneous', 'Nonstandard', 'WordOrder',
]);
/** Only in written work: capital letters and word boundaries cannot be heard. */
const WRITING_ONLY_KINDS = new Set(['BoundaryError', 'Capitalization']);

/** 'home town' to 'hometown', 'alot' to 'a lot': the same letters, only spaces or hyphens differ. */
export function isSpacingOnly(issue: GrammarIssue): boolean {
  const letters = (s: string) => s.replace(/[\s-]/g, '').toLowerCase();
  // A change of case only ('yong' -> 'Yong', a name) is not a change of spacing.
  return issue.suggestions.some((s) => s.toLowerCase() !== issue.problem.toLowerCase() && letters(s) === letters(issue.problem));
}

/** Maps British and American spellings onto one form, so 'colour' and 'color' compare equal. */
function neutralSpelling(word: string): string {
  return word
    .toLowerCase()
    .replace(/our(s|ed|ing|ite|ites|able)?$/, 'or$1')
    .replace(/tre(s)?$/, 'ter$1')
    .replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1')
    .replace(/ys(e|es|ed|ing)$/, 'yz$1')
    .replace(/ll(ed|ing|er|ers)$/, 'l$1')
    .replace(/ogue$/, 'og')
    .replace(/ence$/, 'ense')
    .replace(/mme$/, 'm')
    .replace(/^practis/, 'practic')
    .replace(/([kg])eable$/, '$1able') // 'unshakeable', 'likeable'
    // 'paediatric', 'manoeuvre'; not a short slip such as 'yaer', which is no British 'yer'.
    .replace(/ae|oe/g, (pair) => (word.length >= 6 ? 'e' : pair));
}

/** Levenshtein distance between two sequences: the letters of two words, or the words of two sentences. */
export function editDistance(a: ArrayLike<string>, b: ArrayLike<string>): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** How people type in a chat, not slips: 'lol' is no misspelt 'loll'. */
const CHAT_ABBREVIATIONS = new Set(['lol', 'lmao', 'omg', 'btw', 'idk', 'tbh', 'imo', 'imho', 'brb', 'thx', 'pls', 'plz', 'ttyl', 'ikr', 'smh', 'fyi', 'asap', 'bday', 'np', 'tho', 'cuz', 'ya', 'yep', 'nope', 'haha', 'hahaha', 'hehe', 'xd']);

function isTeachableSpelling(issue: GrammarIssue, isWriting: boolean): boolean {
  const word = issue.problem;
  if (CHAT_ABBREVIATIONS.has(word.toLowerCase())) return false;
  const best = issue.suggestions[0] ?? '';
  if (/\p{Lu}/u.test(word)) return false; // names, places, brands, sentence starts
  // 'monday' for 'Monday' is only worth a remark in written work; in chat it is how people type.
  if (best.toLowerCase() === word.toLowerCase()) return isWriting;
  if (/\d/.test(word) || word.length < 3) return false;
  // Harper spells American; WordNet also knows British forms such as 'programme' and 'practise'.
  if (WORDNET_POSES.some((pos) => findLemma(word, pos))) return false;
  return editDistance(word.toLowerCase(), best.toLowerCase()) <= (word.length > 7 ? 3 : 2);
}

/** `isWriting`: a text written for feedback, where capital letters matter too. */
export function isTeachableIssue(issue: GrammarIssue, isWriting = false): boolean {
  const isTeachableKind = TEACHABLE_KINDS.has(issue.kind) || (isWriting && WRITING_ONLY_KINDS.has(issue.kind));
  if (!isTeachableKind || !issue.suggestions.some((s) => s.trim() !== '')) return false;
  const isDialectVariant = (s: string) => s.toLowerCase() !== issue.problem.toLowerCase() && neutralSpelling(s) === neutralSpelling(issue.problem);
  if (issue.suggestions.some(isDialectVariant)) return false; // colour, centre, organised
  return issue.kind === 'Spelling' ? isTeachableSpelling(issue, isWriting) : true;
}
