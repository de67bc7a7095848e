/**
 * Which due corrections a learner's message uses rightly: the part the correction changed, in the right
 * form with a word of the sentence around it when there is one, and not the old wrong form. A change that
 * only drops words ("more better" → "better") shows nothing on its own, so it needs two words to match.
 */
export type DueCorrection = { id: string; front: string; back: string };

const words = (text: string) => text.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").match(/[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*/gu) ?? [];

function containsRun(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) if (needle.every((word, j) => haystack[i + j] === word)) return true;
  return false;
}

/** The changed words of each form, with one word of shared context on each side. */
export function changedSpans(front: string, back: string): { wrong: string[]; right: string[] } | null {
  const [a, b] = [words(front), words(back)];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  if (start === a.length && start === b.length) return null;
  const from = Math.max(0, start - 1);
  const around = (x: string[]) => x.slice(from, x.length - end + Math.min(1, end));
  return { wrong: around(a), right: around(b) };
}

export function isPractised(message: string, correction: Pick<DueCorrection, 'front' | 'back'>): boolean {
  const spans = changedSpans(correction.front, correction.back);
  if (!spans) return false;
  const frontWords = new Set(words(correction.front));
  const isTelling = spans.right.length >= 2 || spans.right.some((word) => !frontWords.has(word));
  const said = words(message);
  return isTelling && containsRun(said, spans.right) && !containsRun(said, spans.wrong);
}

export function findPractisedCorrections<T extends DueCorrection>(message: string, due: readonly T[]): T[] {
  return due.filter((correction) => isPractised(message, correction));
}
