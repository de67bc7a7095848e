/**
 * The parts of a learner's sentence a correction fixed, each with a word of context so it reads as a phrase
 * ('I am' -> 'I have been', 'since two years' -> 'for two years'). A checked recast can still hold a mistake no rule
 * knows, so the notebook, Review and the tutor's replies show these parts, not the whole sentence (ADR 024).
 */
import type { Correction } from './correction';

/** `from` is an exact substring of the correction's `original`, so `original.replace(from, to)` applies it. */
export type FixedPart = { from: string; to: string };

type Token = { text: string; key: string; start: number; end: number };

/** Articles, prepositions and determiners mean little alone: the word after them goes along ('a apple' -> 'an apple'). */
const LEANS_FORWARD = new Set(['a', 'an', 'the', 'some', 'any', 'much', 'many', 'since', 'for', 'in', 'on', 'at', 'to', 'of', 'from', 'with', 'about', 'during', 'by', 'into']);
/** A linking word says nothing about the fix: the word after it is taken instead ('and buyed apples' -> 'buyed apples'). */
const LINKS = new Set(['and', 'but', 'or', 'so', 'because', 'then', 'that', 'which', 'who', 'y', 'pero', 'que']);
/** Words that lean forward too, so one more word is taken after them ('since two years' -> 'for two years'). */
const isLight = (key: string) => LEANS_FORWARD.has(key.toLowerCase()) || /^\d/.test(key) || /^(?:one|two|three|four|five|six|seven|eight|nine|ten|few|several)$/i.test(key);
/** A comma, a colon or a stop closes a clause: the context never reaches across it. */
const endsClause = (token: Token) => /[,;:.!?)—–]["'”’]*$/u.test(token.text);
const EDGE = /^[^\p{L}\d'’]+|[^\p{L}\d'’]+$/gu;
/** Longer sentences are not diffed word by word (the checker's sentences are far shorter). */
const MAX_TOKENS = 120;

function tokenize(text: string): Token[] {
  return [...text.matchAll(/\S+/g)].map((m) => ({ text: m[0], key: m[0].replace(EDGE, ''), start: m.index, end: m.index + m[0].length }));
}

/** Runs of words that differ, as [aStart, aEnd) in the original and [bStart, bEnd) in the corrected sentence. */
function changedRuns(a: Token[], b: Token[]): Array<[number, number, number, number]> {
  // A word whose comma moved is changed too ('years,' -> 'years old,'): matched on its key alone, the words added after
  // it would be shown after the comma ('years, old,').
  const tail = (t: Token) => /[^\p{L}\d'’]*$/u.exec(t.text)![0];
  const same = (i: number, j: number) => a[i]!.key === b[j]!.key && tail(a[i]!) === tail(b[j]!);
  // Longest common subsequence from the back, so the walk below goes forward.
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lcs[i]![j] = same(i, j) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const runs: Array<[number, number, number, number]> = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && same(i, j)) {
      i++;
      j++;
      continue;
    }
    const [i0, j0] = [i, j];
    while ((i < a.length || j < b.length) && !(i < a.length && j < b.length && same(i, j))) {
      if (j >= b.length || (i < a.length && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) i++;
      else j++;
    }
    runs.push([i0, i, j0, j]);
  }
  return runs;
}

/** Widens a run by its context words; the matched words around a run line up on both sides. */
function withContext(a: Token[], b: Token[], [aStart, aEnd, bStart, bEnd]: [number, number, number, number]) {
  const firsts = [a.slice(aStart, aEnd)[0], b.slice(bStart, bEnd)[0]].filter((t) => t !== undefined);
  const lasts = [a.slice(aStart, aEnd).at(-1), b.slice(bStart, bEnd).at(-1)].filter((t) => t !== undefined);
  const leansForward = (t: Token) => LEANS_FORWARD.has(t.key.toLowerCase());
  // 'buyed a ice' -> 'bought an ice': a run that starts with a verb takes the word before, one that ends with an article the word after.
  const startsLeaning = firsts.every(leansForward);
  const endsLeaning = lasts.some(leansForward);
  // A word added right after a link is shown with it: 'because is' -> 'because it is', not 'is' -> 'it is'.
  const isAdded = aStart === aEnd;
  const canLeft = aStart > 0 && !endsClause(a[aStart - 1]!) && (isAdded || !LINKS.has(a[aStart - 1]!.key.toLowerCase()));
  const canRight = aEnd < a.length && (aEnd === aStart || !endsClause(a[aEnd - 1]!));
  const isAddedOrDropped = aStart === aEnd || bStart === bEnd;
  let left = isAddedOrDropped || !startsLeaning ? Number(canLeft) : 0;
  let right = isAddedOrDropped || endsLeaning || !canLeft ? Number(canRight) : 0;
  if (left === 0 && right === 0) left = Number(canLeft);
  // 'years' -> 'years old' before 'and': a link says nothing about the fix, so with a word on the left it is not taken on the right.
  if (left > 0 && right > 0 && LINKS.has(a[aEnd]?.key.toLowerCase() ?? '')) right = 0;
  // 'since two years', 'taked a taxi': a light word taken on the right brings its noun along.
  const isLightHere = endsLeaning ? isLight(a[aEnd]?.key ?? '') : LEANS_FORWARD.has(a[aEnd]?.key.toLowerCase() ?? '');
  if (right === 1 && isLightHere && aEnd + 1 < a.length && !endsClause(a[aEnd]!)) right = 2;
  return { aStart: aStart - left, aEnd: aEnd + right, bStart: bStart - left, bEnd: bEnd + right };
}

function trimmedSlice(text: string, tokens: Token[], from: number, to: number): string {
  if (from >= to) return '';
  const slice = text.slice(tokens[from]!.start, tokens[to - 1]!.end);
  const lead = /^[^\p{L}\d'’]*/u.exec(slice)![0].length;
  const trail = /[^\p{L}\d'’]*$/u.exec(slice.slice(lead))![0].length;
  return slice.slice(lead, slice.length - trail);
}

type PlacedPart = FixedPart & { start: number; end: number };

/** Each fixed part with where its fix (`to`, context included) sits in the corrected sentence. */
function placedParts(correction: Pick<Correction, 'original' | 'corrected'>): PlacedPart[] {
  const { original, corrected } = correction;
  const a = tokenize(original);
  const b = tokenize(corrected);
  if (a.length === 0 || a.length > MAX_TOKENS || b.length > MAX_TOKENS) return [];
  const spans: Array<ReturnType<typeof withContext>> = [];
  for (const run of changedRuns(a, b)) {
    const span = withContext(a, b, run);
    const previous = spans.at(-1);
    // Parts that share or touch a word are one part, unless a clause ends between them.
    const isJoined = previous && (span.aStart < previous.aEnd || (span.aStart === previous.aEnd && !endsClause(a[previous.aEnd - 1]!)));
    if (previous && isJoined) Object.assign(previous, { aEnd: Math.max(previous.aEnd, span.aEnd), bEnd: Math.max(previous.bEnd, span.bEnd) });
    else spans.push(span);
  }
  return spans
    .map((s) => ({ from: trimmedSlice(original, a, s.aStart, s.aEnd), to: trimmedSlice(corrected, b, s.bStart, s.bEnd), start: b[s.bStart]?.start ?? corrected.length, end: b[s.bEnd - 1]?.end ?? corrected.length }))
    .filter((p) => p.from !== '' && p.to !== '' && p.from !== p.to);
}

export function fixedParts(correction: Pick<Correction, 'original' | 'corrected'>): FixedPart[] {
  return placedParts(correction).map(({ from, to }) => ({ from, to }));
}

/**
 * Whether none of `findings` (places in the corrected sentence a family still objects to) touches a fixed part:
 * only the fixed parts are shown and kept (ADR 024), so a doubt about the words between them is not taught.
 * A correction with no part to show (only spacing changed) or one too long to diff has nothing to vouch for.
 */
export function keepsFixedPartsClear(correction: Pick<Correction, 'original' | 'corrected'>, findings: ReadonlyArray<{ start: number; end: number }>): boolean {
  const parts = placedParts(correction);
  if (parts.length === 0) return findings.length === 0;
  return findings.every((f) => parts.every((p) => f.end < p.start || f.start > p.end));
}
