/**
 * Of Harper's teachable issues, the ones a teacher can correct with confidence on real learner text:
 * a misspelling whose one right word is unambiguous, and only those grammar messages that name one
 * clear fix. Measured on learner essays (scripts/bench/tutor-real-learner-text.ts), Harper's other
 * messages ('Insert to', 'Did you mean their', 'missing be', 'a mass noun' on 'a hesitancy') changed
 * right sentences as often as wrong ones.
 */
import { findLemma } from '../wordnet/find-lemma';
import { WORDNET_POSES } from '../wordnet/read-wordnet';
import type { GrammarIssue } from './grammar-issue';
import { englishLexiconTags } from './english-lexicon';
import { isTeachableIssue } from './is-teachable-issue';
import { isArchaic, wordUsage } from './word-usage';

/**
 * Harper's grammar messages whose one suggestion can be offered, each a family of its own: the gate
 * (family-gate.ts) keeps a family on only where its measured precision clears the bar.
 */
const CONFIDENT_MESSAGES: ReadonlyArray<{ family: string; message: RegExp }> = [
  { family: 'irregular-form', message: /irregular form/i }, // 'goed' -> 'went'
  { family: 'mass-noun-plural', message: /is a mass noun and should not be pluralized/i }, // 'informations' -> 'information'
  { family: 'repeated-word', message: /did you mean to repeat this word/i }, // 'the the' -> 'the'
  { family: 'despite-of', message: /despite of/i },
  { family: 'common-misspelling', message: /instead of common misspellings/i }, // 'now a days' -> 'nowadays'
  { family: 'base-form-after-modal', message: /should be followed by a verb in its base form/i }, // 'will went'
  { family: 'have-not-of', message: /use `have` rather than `of`/i }, // 'could of' -> 'could have'
  { family: 'the-typo', message: /did you mean the definite article/i }, // 'teh'
  { family: 'one-of-plural', message: /should use a plural noun/i }, // 'one of the reason'
  { family: 'past-participle', message: /use the past participle/i }, // 'have went' -> 'have gone'
  { family: 'looking-forward-to', message: /looking forward to/i },
  { family: 'too-or-to', message: /to mean .also. or an excessive degree/i }, // 'it is to hot' -> 'too hot'
  { family: 'plural-of-compound', message: /pluralized on the main noun/i }, // 'points of views' -> 'points of view'
  { family: 'there-is-agreement', message: /disagreement in number between the verb and the noun/i }, // 'there is editors' -> 'there are editors'
  { family: 'the-another', message: /not both/i }, // 'the another' -> 'the other'
  { family: 'than-not-that', message: /comparison that should use/i }, // 'bigger that' -> 'bigger than'
];

/** Harper's families with a message of their own, each with its reason in the English pack's catalogue. */
export const HARPER_FAMILIES: readonly string[] = CONFIDENT_MESSAGES.map((m) => `harper:${m.family}`);

/**
 * The family a Harper finding belongs to, for the gate and for counting reports: a misspelling is one family
 * ('harper:spelling'; split by the kind of slip, its parts measured alike and each fell short of the firings
 * to judge it alone), apart from a capital, an apostrophe or a space, which are other slips; a grammar message
 * is its own family ('harper:irregular-form'); anything else goes by its kind.
 */
export function harperFamily(issue: GrammarIssue, fix: string): string {
  if (issue.kind === 'Spelling') {
    const word = issue.problem.toLowerCase();
    const to = fix.toLowerCase();
    if (to === word) return 'harper:spelling-capital';
    if (to.replace(/'/g, '') === word) return 'harper:spelling-apostrophe';
    if (/[\s-]/.test(to)) return 'harper:spelling-spacing';
    return 'harper:spelling';
  }
  const named = CONFIDENT_MESSAGES.find((m) => m.message.test(issue.message));
  return `harper:${named?.family ?? issue.kind.toLowerCase()}`;
}
/** Words that can end one clause and start the next, so writing them twice is no slip. */
const CLAUSE_EDGE_WORDS = new Set(['you', 'it', 'that', 'her', 'had', 'is', 'what', 'who', 'which', 'there']);
/** Words said twice on purpose ('bye bye', 'no no', 'so so', 'ha ha', 'very very'): a way of speaking, not a slip. */
const SAID_TWICE = new Set(['bye', 'no', 'so', 'ha', 'haha', 'yeah', 'yes', 'very', 'bla', 'blah', 'well', 'now', 'there', 'night', 'knock', 'tut', 'chop', 'really', 'many', 'much', 'more', 'again', 'okay', 'ok']);
/** Kinds whose every message is checked against CONFIDENT_MESSAGES (Spelling has its own test below). */
const MESSAGE_CHECKED_KINDS = new Set(['Grammar', 'Agreement', 'WordChoice', 'Miscellaneous', 'Usage', 'Nonstandard', 'WordOrder', 'Malapropism', 'Eggcorn', 'Typo', 'Repetition']);

/** A word a learner can be expected to know: in WordNet (any form) or in the tagger's lexicon of common words. */
export function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase();
  return englishLexiconTags(lower).length > 0 || WORDNET_POSES.some((pos) => findLemma(lower, pos));
}

/** Edit distance where swapping two neighbouring letters ('teh', 'recieve') counts as one slip. */
export function slipDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const ENDINGS = ['ing', 'ed', 'es', 's', 'ly', 'er', ''];
const endingOf = (word: string) => ENDINGS.find((e) => word.endsWith(e))!;
/** 'succeed' and 'succeeded': one word, another ending. */
const isOtherFormOf = (a: string, b: string) => a.replace(/(ing|ed|es|s|d)$/, '') === b.replace(/(ing|ed|es|s|d)$/, '');

/** Words seen at least this often in use count as a part of two words run together. */
const JOINED_PART_USAGE = 10;

/**
 * A misspelling is split from two words run together ('allday', 'inmany'): not one word misspelt. Both parts
 * are words in use: 'frends' is no 'fr' + 'ends', nor 'alwas' 'al' + 'was' (the tagger's lexicon lists such
 * abbreviations and fragments).
 */
function isTwoWordsJoined(word: string): boolean {
  const isPart = (part: string) => englishLexiconTags(part).length > 0 && wordUsage(part) >= JOINED_PART_USAGE;
  for (let i = 2; i <= word.length - 2; i++) {
    if (isPart(word.slice(0, i)) && isPart(word.slice(i))) return true;
  }
  return false;
}

/**
 * How a suggestion differs from the misspelling, most telling first: two letters swapped ('teh', 'thier'),
 * a letter doubled or undoubled ('preffer', 'trafic'), a letter left out ('somthing', 'yong'); 3 for any
 * other slip. Learners' typing slips are mostly of the first three kinds.
 */
export function slipKind(word: string, suggestion: string): number {
  if (word.length === suggestion.length) {
    const diff = [...word].map((_, i) => i).filter((i) => word[i] !== suggestion[i]);
    if (diff.length === 2 && diff[1] === diff[0]! + 1 && word[diff[0]!] === suggestion[diff[1]!] && word[diff[1]!] === suggestion[diff[0]!]) return 0;
    return 3;
  }
  const [shorter, longer] = word.length < suggestion.length ? [word, suggestion] : [suggestion, word];
  if (longer.length !== shorter.length + 1) return 3;
  for (let i = 0; i < longer.length; i++) {
    if (longer.slice(0, i) + longer.slice(i + 1) !== shorter) continue;
    if (longer[i] === longer[i - 1] || longer[i] === longer[i + 1]) return 1;
    if (longer === suggestion) return 2;
  }
  return 3;
}

/**
 * The one word a misspelling stands for, or null when that is not clear: the nearest of Harper's
 * suggestions, a known word starting with the same letter, a slip or two away (one for short words).
 * Another word as near makes it a guess ('nocive': 'naive' or 'native'; 'hirring': 'hiring' or
 * 'herring'), unless the slip to the first is of a more telling kind ('thier': 'their' by a swap,
 * 'thief' by a changed letter) or the first is far more common in use ('oher': 'other', not 'ocher';
 * word-usage.ts). A rare word is never chosen over an as near common one ('baed': not 'bade' while 'bad'
 * is there). Of two forms of one word equally near ('succeed', 'succeeded' for 'succeded'), the one with
 * the learner's ending. A missing apostrophe in 'dont' or 'didnt' is restored. `unlisted`: words one slip
 * away that Harper knows but did not suggest (near-known-words.ts); one of them as near makes it a guess too.
 */
export function confidentSpelling(problem: string, suggestions: readonly string[], unlisted: readonly string[] = []): string | null {
  const word = problem.toLowerCase();
  if (!/^[a-z]{3,}$/.test(word)) return null;
  const contraction = word.replace(/nt$/, "n't");
  if (contraction !== word && suggestions[0]?.toLowerCase() === contraction) return suggestions[0]!;
  const options = [...new Set(suggestions.map((s) => s.trim()).filter((s) => /^[a-z]+$/i.test(s)))];
  if (options.length === 0) return null;
  const distances = options.map((s) => slipDistance(word, s.toLowerCase()));
  const nearest = Math.min(...distances);
  const allowed = word.length <= 6 ? 1 : word.length <= 10 ? 2 : 3;
  if (nearest > allowed) return null;
  const nearestOptions = options.filter((_, i) => distances[i] === nearest);
  let best = nearestOptions;
  const common = mostCommonOf(best.filter((s) => slipKind(word, s.toLowerCase()) <= 2));
  if (common) best = [common];
  const form = best.length > 1 ? formOfOneWord(word, best) : null;
  if (form) best = [form];
  if (best.length > 1 && !best.every((s) => isOtherFormOf(s.toLowerCase(), best[0]!.toLowerCase()))) {
    const kinds = best.map((s) => slipKind(word, s.toLowerCase()));
    const clearest = Math.min(...kinds);
    if (clearest === 3 || kinds.filter((k) => k === clearest).length > 1) return null;
    best = [best[kinds.indexOf(clearest)]!];
  }
  if (best.length > 1) {
    best = best.filter((s) => endingOf(s.toLowerCase()) === endingOf(word));
    if (best.length !== 1) return null;
  }
  const chosen = best[0]!;
  const rank = options.indexOf(chosen);
  // A rare word as near as a common one ('baed': 'bade' by a swap, but 'bad' is far more common) is a guess.
  if (nearestOptions.some((s) => isFarMoreCommon(s, chosen))) return null;
  // Learners confuse vowels at the start too ('inviroment', 'anderstand'): allowed when Harper puts that word first.
  const isSameStart = chosen[0]!.toLowerCase() === word[0] || (isVowelLetter(chosen[0]!) && isVowelLetter(word[0]!) && rank === 0);
  if (!isSameStart || !isKnownWord(chosen) || isArchaic(chosen)) return null;
  // A short word has many neighbours: one never seen in use ('bally' for 'baly', 'loll' for 'lol') is a guess.
  if (word.length <= 4 && wordUsage(chosen) === 0) return null;
  // Two words run together ('allday', 'nightday') get a guess, unless the slip is a telling one ('wonderfull').
  const isTellingSlip = nearest === 1 && slipKind(word, chosen.toLowerCase()) <= 1;
  if (isTwoWordsJoined(word) && !isTellingSlip) return null;
  // 'contributers' means people ('contributors'), never 'contributes': an -er word keeps its -er.
  if (/ers?$/.test(word) && !/(?:er|or)s?$/i.test(chosen) && /es?$/i.test(chosen)) return null;
  // Harper lists its suggestions best first: a far less likely word winning on distance alone is a guess,
  // unless the slip is a telling one or the word is far more common than those listed before it.
  if (rank > 1 && !isTellingSlip && !options.slice(0, rank).every((s) => isFarMoreCommon(chosen, s))) return null;
  // A word Harper did not list, as near by as telling a slip and not far rarer ('tird': 'third' or 'tired'?), makes it a guess.
  if (nearest === 1 && hasUnlistedRival(word, chosen.toLowerCase(), unlisted)) return null;
  // 'peoples' (nations) is rarely what a learner means by 'peeple' or 'peoples': the plural of person is 'people'.
  return chosen.toLowerCase() === 'peoples' ? chosen.slice(0, -1) : chosen;
}

const isVowelLetter = (letter: string) => 'aeiou'.includes(letter.toLowerCase());

/** `unlisted` holds no word Harper listed (near-known-words.ts). */
function hasUnlistedRival(word: string, chosen: string, unlisted: readonly string[]): boolean {
  const kind = slipKind(word, chosen);
  return unlisted.some((rival) => !isOtherFormOf(rival, chosen) && slipKind(word, rival) <= kind && !isFarMoreCommon(chosen, rival));
}

/**
 * Forms of one word as near as each other to a misspelling with an extra final e ('develope': 'develop',
 * 'developed', 'developer'; 'focuse', 'prefere'): the e was the slip. Null otherwise ('offert' may be
 * 'offer', 'offers' or 'offered'; 'idean' 'idea' or 'ideal', which is no form of it).
 */
function formOfOneWord(word: string, options: readonly string[]): string | null {
  const plainest = [...options].sort((a, b) => a.length - b.length)[0]!;
  const isInflection = (o: string) => /^(|s|es|d|ed|ing|r|er|ers)$/.test(o.toLowerCase().slice(plainest.length));
  if (!word.endsWith('e') || plainest.toLowerCase() !== word.slice(0, -1)) return null;
  return options.every((o) => o.toLowerCase().startsWith(plainest.toLowerCase()) && isInflection(o)) ? plainest : null;
}

/** Used at least this often in WordNet's tagged corpus and ten times as often as the other word. */
const COMMON_ENOUGH = 20;
const isFarMoreCommon = (a: string, b: string) => wordUsage(a) >= COMMON_ENOUGH && wordUsage(a) >= 10 * wordUsage(b);

/** Of words a learner's slip could equally stand for ('oher': 'other' or 'ocher'), the one far more common than the rest. */
function mostCommonOf(words: readonly string[]): string | null {
  if (words.length < 2) return null;
  const [top, ...rest] = [...words].sort((a, b) => wordUsage(b) - wordUsage(a));
  return rest.every((w) => isFarMoreCommon(top!, w)) ? top! : null;
}

/** `isWriting`: a text written for feedback. The suggestion to use, or null when the issue is left alone. */
export function confidentFix(issue: GrammarIssue, isWriting: boolean, unlisted: readonly string[] = []): string | null {
  if (!isTeachableIssue(issue, isWriting) && !(issue.kind === 'Repetition' || issue.kind === 'Typo')) return null;
  if (issue.kind === 'Spelling') {
    const fix = confidentSpelling(issue.problem, issue.suggestions, unlisted);
    if (fix) return fix;
    // 'monday' -> 'Monday' in written work.
    const best = issue.suggestions[0]?.trim() ?? '';
    return isWriting && best.toLowerCase() === issue.problem.toLowerCase() && best !== '' ? best : null;
  }
  if (MESSAGE_CHECKED_KINDS.has(issue.kind) && !CONFIDENT_MESSAGES.some((m) => m.message.test(issue.message))) return null;
  // 'when she phones you you should', 'I know that that is': one clause ends with the word and the next starts with it.
  const repeated = issue.problem.trim().split(/\s+/)[0]!.toLowerCase();
  if (issue.kind === 'Repetition' && (CLAUSE_EDGE_WORDS.has(repeated) || SAID_TWICE.has(repeated))) return null;
  return issue.suggestions.find((s) => s.trim() !== '')?.trim() ?? null;
}
