/**
 * What one correction did, judged as the Notebook keeps it (front -> back applied to the learner's text):
 * helpful when the text comes nearer (Levenshtein over words) to the nearest human correction, harmful when
 * farther, neutral otherwise; on a fluent sentence any change none of the human versions makes is false.
 */
import { scoringWords, wordDistance } from '../../bench/real-learner-scoring';
import { spanishWords } from '../../bench/tutor-spanish-learner-text';

export type Verdict = 'helpful' | 'harmful' | 'neutral' | 'false';

const wordsOf = (language: 'en' | 'es') => (language === 'en' ? scoringWords : spanishWords);

export function distanceToNearest(language: 'en' | 'es', text: string, refs: readonly string[]): number {
  const words = wordsOf(language);
  return Math.min(...refs.map((r) => wordDistance(words(text), words(r))));
}

export function judgeOnLearnerText(language: 'en' | 'es', source: string, corrected: string, refs: readonly string[]): Verdict {
  const before = distanceToNearest(language, source, refs);
  const after = distanceToNearest(language, corrected, refs);
  return after < before ? 'helpful' : after > before ? 'harmful' : 'neutral';
}

/** A fluent sentence changed into something no other human version says. */
export function isFalseOnFluent(language: 'en' | 'es', corrected: string, otherVersions: readonly string[]): boolean {
  return otherVersions.length === 0 || distanceToNearest(language, corrected, otherVersions) > 0;
}
