/**
 * The learned model weighs what the engine measured: each word's score (0-100) and whether it is flagged,
 * which extra words to mention, and the reading's four scores in Azure's shape. A word is `mispronounced`
 * only where the model is confident (its probability at or above the cut chosen on the folds for
 * precision); "We heard X" is kept only for such a word where the decoder chose a slip. Anything less,
 * and the word's score speaks.
 */
import type { ReadingScores, WordResult } from '#/shared/api/pronunciation';
import type { DecoderVerdict, ReadingVerdict } from '../pronunciation-assessor';
import { predict } from './linear-model';
import type { PronunciationModel } from './pronunciation-model';
import type { ReadingEvidence } from './reading-evidence';
import { accuracyFeatureRow, fluencyFeatureRow, pronunciationFeatureRow } from './sentence-features';
import { extraWordRows, type FeatureRow, wordFeatureRows } from './word-features';

/** A flagged word's score stays below the band where a word reads as said right (scoreBand: under 60). */
const FLAGGED_SCORE_CEILING = 59;

const toHundred = (tenths: number) => Math.round(Math.min(100, Math.max(0, tenths * 10)));

/** Whether the first listener's flags come near enough a slip that the larger recogniser should listen too. */
export function asksSecondOpinion(evidence: ReadingEvidence, model: PronunciationModel): boolean {
  const ask = model.secondOpinion?.askAbove;
  return ask !== undefined && wordFeatureRows(evidence, model.sounds).some((row) => predict(model.flag, row) >= ask);
}

/** Per word, whether it is flagged: by the second opinion where it was asked for and given, else by the first. */
function flagsOf(evidence: ReadingEvidence, model: PronunciationModel, rows: readonly FeatureRow[], firstFlags: readonly number[]): boolean[] {
  const second = model.secondOpinion;
  const given = evidence.secondOpinion;
  if (!second || !given || !firstFlags.some((p) => p >= second.askAbove)) return firstFlags.map((p) => p >= model.flagAbove);
  return rows.map((row, at) => predict(second.flag, { ...row, ...given[at] }) >= second.flagAbove);
}

export function scoreReading(judged: DecoderVerdict, evidence: ReadingEvidence, model: PronunciationModel): ReadingVerdict {
  const rows = wordFeatureRows(evidence, model.sounds);
  const flags = rows.map((row) => predict(model.flag, row));
  const isFlagged = flagsOf(evidence, model, rows, flags);
  const tenths = rows.map((row) => Math.min(10, Math.max(0, predict(model.wordScore, row))));
  const heardExtras = new Set(extraWordRows(evidence).flatMap((row) => (predict(model.extraWord, row) >= model.extraWordAbove ? [row.at] : [])));
  const words: WordResult[] = [];
  let word = 0;
  let extra = 0;
  for (const result of judged.words) {
    if (result.result === 'inserted') {
      if (heardExtras.has(extra++)) words.push(result);
      continue;
    }
    const at = word++;
    words.push(weighWord(result, evidence.isOwnMistake[at] ?? false, isFlagged[at]!, toHundred(tenths[at]!)));
  }
  const accuracyRow = accuracyFeatureRow(evidence, model.sounds, rows, tenths, flags);
  const asked = words.filter((result) => result.result !== 'inserted');
  const completeness = Math.round((100 * asked.filter((result) => result.result !== 'omitted').length) / Math.max(1, asked.length));
  const accuracy = toHundred(predict(model.accuracy, accuracyRow));
  const fluency = toHundred(predict(model.fluency, fluencyFeatureRow(evidence.flow, accuracyRow)));
  const scores: ReadingScores = {
    accuracy_score: accuracy,
    fluency_score: fluency,
    completeness_score: completeness,
    pronunciation_score: toHundred(predict(model.pronunciation, pronunciationFeatureRow({ accuracy, fluency, completeness }))),
  };
  return { words, wordsPerMinute: judged.wordsPerMinute, scores };
}

/**
 * The decoder's verdict, weighed: a word left out stays left out (score 0); the learner's own old mistake
 * (Review's Say it: a different word, not a sound) stays named; any other word is flagged only when the
 * model is confident, keeping the decoder's slip and tip where it chose one.
 */
function weighWord(result: WordResult, isOwnMistake: boolean, isFlagged: boolean, score: number): WordResult {
  if (result.result === 'omitted') return { ...result, accuracy_score: 0 };
  if (isOwnMistake || isFlagged) {
    const flagged = result.result === 'mispronounced' ? result : { word: result.word, result: 'mispronounced' as const, tip: `Say "${result.word}" again, slowly and clearly: it did not come through.` };
    return { ...flagged, accuracy_score: Math.min(score, FLAGGED_SCORE_CEILING) };
  }
  return { word: result.word, result: 'ok', accuracy_score: score };
}
