/**
 * Known words one slip from a misspelling that Harper may not list: its suggestions are few, and the word a
 * learner meant is sometimes not among them ('tird': Harper offers 'third', 'tire', 'tied', never 'tired').
 * Such a word as near as the chosen one makes the choice a guess (confident-issue.ts). The first letter is
 * kept, as learners keep it; only words seen in use count.
 */
import { isKnownWord } from './confident-issue';
import type { Lint } from './grammar-issue';
import { isArchaic, wordUsage } from './word-usage';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one slip from `word` (a letter left out, added, changed, or two swapped), its first letter kept. */
export function oneSlipAway(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i <= word.length; i++) {
    if (i < word.length) out.add(word.slice(0, i) + word.slice(i + 1));
    if (i < word.length - 1) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    for (const letter of LETTERS) {
      if (i < word.length) out.add(word.slice(0, i) + letter + word.slice(i + 1));
      out.add(word.slice(0, i) + letter + word.slice(i));
    }
  }
  out.delete(word);
  return out;
}

/** A misspelling as Harper reports it: the word and the suggestions it listed. */
export type Misspelling = { problem: string; suggestions: readonly string[] };

/** The words in use one slip from a misspelling that Harper did not list, before its dictionary is asked. */
function candidatesFor({ problem, suggestions }: Misspelling): string[] {
  const word = problem.toLowerCase();
  if (!/^[a-z]{3,}$/.test(word)) return [];
  const listed = new Set(suggestions.map((s) => s.trim().toLowerCase()));
  return [...oneSlipAway(word)].filter((w) => !listed.has(w) && !isArchaic(w) && isKnownWord(w) && wordUsage(w) > 0);
}

/**
 * Per misspelling, the words in use one slip from it that Harper did not suggest and does not flag itself
 * (`isKnownWord` is lenient with endings: 'focuss' reads as a plural of 'focus', which Harper's dictionary
 * refuses). Harper is asked once for all of them.
 */
export async function unlistedNearWordsOf(misspellings: readonly Misspelling[], lint: Lint): Promise<string[][]> {
  const near = misspellings.map(candidatesFor);
  const all = [...new Set(near.flat())];
  if (all.length === 0) return near;
  const refused = new Set((await lint(all.join(' '))).filter((issue) => issue.kind === 'Spelling').map((issue) => issue.problem.toLowerCase()));
  return near.map((words) => words.filter((w) => !refused.has(w)));
}

/** The same for one misspelling. */
export async function unlistedNearWords(problem: string, suggestions: readonly string[], lint: Lint): Promise<string[]> {
  return (await unlistedNearWordsOf([{ problem, suggestions }], lint))[0]!;
}
