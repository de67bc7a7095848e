/** Says the checker's corrections the way a kind teacher would: a recast of the learner's own sentence. */
import type { Chooser } from './choose-variant';
import { capitalizeFirst, fillTemplate } from './choose-variant';
import type { Correction } from './grammar/find-corrections';
import { countWords, stripFinalStop } from './text-pieces';

const RECASTS = [
  "You could say: '{sentence}'.",
  "A more natural way to say that is: '{sentence}'.",
  "Just a small tip, you could say: '{sentence}'.",
  "Let me say that back to you: '{sentence}'.",
  "One small fix, we would say: '{sentence}'.",
];
const FOCUSED = [
  "Instead of '{from}', you could say '{to}'.",
  "A quick one: we say '{to}' rather than '{from}' here.",
  "Small tip: '{to}' works better than '{from}' in that sentence.",
  "Just one thing, it's '{to}', not '{from}'.",
];
/** Long sentences are not repeated in full: the learner hears only what changed. */
const MAX_RECAST_WORDS = 18;

/** Recasts also tidy what the checker is told to ignore in chat: a lower-case 'i' and the first letter. */
function tidy(sentence: string): string {
  return capitalizeFirst(stripFinalStop(sentence).replace(/\bi\b/g, 'I'));
}

/** A focused recast quotes at most this many words on either side; a wider change is said as a whole sentence. */
const MAX_FOCUSED_WORDS = 6;
const ARTICLES = new Set(['a', 'an', 'the', 'some', 'any']);
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\d']+|[^\p{L}\d']+$/gu, '');
const trimPunctuation = (phrase: string) => phrase.replace(/^[^\p{L}\d'’]+|[^\p{L}\d'’]+$/gu, '');

/**
 * The one stretch of words a correction changed, as the learner wrote it and as corrected: 'a apple' ->
 * 'an apple', 'want sell' -> 'want to sell'. A lone short word or an added or dropped word takes its
 * neighbour along, so the quote reads as English. Null when the changes are too far apart to quote as one
 * phrase (the whole corrected sentence is said instead).
 */
export function changedPhrase(original: string, corrected: string): { from: string; to: string } | null {
  const a = original.split(/\s+/).filter((w) => w !== '');
  const b = corrected.split(/\s+/).filter((w) => w !== '');
  let head = 0;
  while (head < Math.min(a.length, b.length) && bare(a[head]!) === bare(b[head]!)) head++;
  let tail = 0;
  while (tail < Math.min(a.length, b.length) - head && bare(a[a.length - 1 - tail]!) === bare(b[b.length - 1 - tail]!)) tail++;
  if (head === a.length && head === b.length) return null;
  let [start, endA, endB] = [head, a.length - tail, b.length - tail];
  const changedA = a.slice(start, endA);
  const changedB = b.slice(start, endB);
  const grow = (left: boolean, right: boolean) => {
    if (left && start > 0) start--;
    if (right && endA < a.length && endB < b.length) {
      endA++;
      endB++;
    }
  };
  if (changedA.length === 0 || changedB.length === 0) {
    // 'want sell' -> 'want to sell', 'discussed about it' -> 'discussed it': an added or dropped word between its neighbours.
    grow(true, true);
  } else if (changedA.length === 1 && changedB.length === 1 && bare(changedA[0]!).length <= 3) {
    // 'a oven' -> 'an oven' (an article with its noun); 'He go' -> 'He goes' (a short verb with its subject).
    const isArticle = ARTICLES.has(bare(changedA[0]!)) || ARTICLES.has(bare(changedB[0]!));
    if (isArticle && endA < a.length) grow(false, true);
    else if (start > 0) grow(true, false);
    else grow(false, true);
  }
  if (endA - start > MAX_FOCUSED_WORDS || endB - start > MAX_FOCUSED_WORDS) return null;
  const from = trimPunctuation(a.slice(start, endA).join(' '));
  const to = trimPunctuation(b.slice(start, endB).join(' '));
  return from === '' || to === '' || from.toLowerCase() === to.toLowerCase() ? null : { from, to };
}

export function phraseCorrections(corrections: readonly Correction[], chooser: Chooser): string[] {
  const first = chooser.index('recast', RECASTS.length);
  const firstFocused = chooser.index('focused', FOCUSED.length);
  return corrections.map((correction, i) => {
    const phrase = countWords(correction.corrected) > MAX_RECAST_WORDS ? changedPhrase(correction.original, correction.corrected) : null;
    if (!phrase) return fillTemplate(RECASTS[(first + i) % RECASTS.length]!, { sentence: tidy(correction.corrected) });
    return fillTemplate(FOCUSED[(firstFocused + i) % FOCUSED.length]!, phrase);
  });
}

/** The learner's text with each corrected sentence swapped in, so echoes never repeat a mistake. */
export function applyCorrections(text: string, corrections: readonly Correction[]): string {
  return corrections.reduce((result, c) => result.replace(c.original, c.corrected), text);
}
