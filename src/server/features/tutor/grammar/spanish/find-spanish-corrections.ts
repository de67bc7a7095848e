/** Spanish recasts for Lucía's learners, held to the same checks as English: re-checked, meaning kept, or nothing. */
import { toCharEdits, withoutOverlappingEdits, type CharEdit } from '../apply-edits';
import type { Correction } from '../correct-text';
import { sentenceSpans, toCorrection } from '../correct-text';
import { keepsMeaning } from '../keeps-meaning';
import { spanishRules } from './spanish-rules';
import { SPANISH_GRAMMAR_WORDS, tokenizeSpanish } from './spanish-words';

export function spanishEdits(sentence: string): CharEdit[] {
  const tokenized = tokenizeSpanish(sentence);
  return withoutOverlappingEdits(toCharEdits(tokenized, spanishRules.flatMap((rule) => rule.find(tokenized))));
}

export function findSpanishCorrections(text: string, max: number): Correction[] {
  const corrections: Correction[] = [];
  for (const span of sentenceSpans(text)) {
    const original = text.slice(span.start, span.end);
    const edits = spanishEdits(original);
    if (edits.length === 0) continue;
    const correction = toCorrection(original, edits);
    const isSafe = spanishEdits(correction.corrected).length === 0 && keepsMeaning(original, correction.corrected, SPANISH_GRAMMAR_WORDS);
    if (isSafe) corrections.push(correction);
    if (corrections.length === max) break;
  }
  return corrections;
}
