/**
 * Scoring helpers for measuring the tutor's corrections on real learner text with several human
 * corrections per sentence (the JFLEG-style layout: a tokenized source and one file per reference).
 * The corpus itself is never copied into the repository: benchmarks read it where it lives at run time.
 */
import { editDistance } from '../../src/server/features/tutor/grammar/is-teachable-issue';

/** Undoes the corpus tokenization: no space before closing punctuation or inside contractions ("do n't" -> "don't"). */
export function detokenize(line: string): string {
  return line
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/ ([.,!?;:%)\]])/g, '$1')
    .replace(/([([$]) /g, '$1')
    .replace(/ (n't|'s|'re|'ve|'ll|'d|'m)\b/gi, '$1');
}

/** Lower-cased words, curly quotes made straight, everything but a-z 0-9 and ' turned into spaces. */
export function scoringWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^a-z0-9']+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '');
}

/** Levenshtein distance over words. */
export const wordDistance = (a: readonly string[], b: readonly string[]): number => editDistance(a, b);

/** Word distance from `text` to the nearest of the references. */
export function distanceToNearest(text: string, references: readonly string[]): number {
  const words = scoringWords(text);
  return Math.min(...references.map((r) => wordDistance(words, scoringWords(r))));
}

/** A sentence has an error when it differs from every reference. */
export function hasError(source: string, references: readonly string[]): boolean {
  return distanceToNearest(source, references) > 0;
}

export type Verdict = 'helpful' | 'harmful' | 'neutral';

/** Helpful when the corrected sentence is nearer to a reference than the learner's, harmful when farther. */
export function judgeCorrection(source: string, corrected: string, references: readonly string[]): Verdict {
  const before = distanceToNearest(source, references);
  const after = distanceToNearest(corrected, references);
  return after < before ? 'helpful' : after > before ? 'harmful' : 'neutral';
}

/** A correction of a fluent sentence that equals none of the other references is a false correction. */
export function isFalseCorrection(corrected: string, otherReferences: readonly string[]): boolean {
  const words = scoringWords(corrected).join(' ');
  return !otherReferences.some((r) => scoringWords(r).join(' ') === words);
}

export const percent = (part: number, whole: number, digits = 1): string => `${whole === 0 ? '0' : ((part / whole) * 100).toFixed(digits)}%`;
