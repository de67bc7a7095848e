/**
 * The figures a model earns on readings it never saw, against the experts: flags (mispronounced or left
 * out) against words scored 6 or lower, false flags on words all five experts scored 10, Pearson r of
 * the sentence scores, and the share of readings told of an extra word.
 */
import type { PronunciationModel } from '../../../src/server/features/pronunciation/scoring/pronunciation-model';
import { asksSecondOpinion, scoreReading } from '../../../src/server/features/pronunciation/scoring/score-reading';
import { POOR_WORD_SCORE } from '../../../src/server/features/pronunciation/scoring/sentence-features';
import type { WordResult } from '../../../src/shared/api/pronunciation';
import { pearson } from '../lib/fit-models';
import type { LabelledReading } from './labelled-readings';
import { throughWarp } from './speechocean-evidence';

export type Judged = { reading: LabelledReading; words: WordResult[]; accuracy: number; fluency: number; total: number; asksSecondOpinion?: boolean };

/** The model's verdict on a reading, from the evidence aligned through the model's own front-end warp. */
export function judgeWith(model: PronunciationModel, reading: LabelledReading): Judged {
  const { evidence } = throughWarp(reading, model.alignmentWarp ?? 1);
  const verdict = scoreReading({ words: reading.judged, wordsPerMinute: 0 }, evidence, model);
  return { reading, words: verdict.words, accuracy: verdict.scores.accuracy_score, fluency: verdict.scores.fluency_score, total: verdict.scores.pronunciation_score, asksSecondOpinion: asksSecondOpinion(evidence, model) };
}

export type Figures = {
  readings: number;
  words: number;
  poorWords: number;
  flags: number;
  flagPrecision: number;
  flagRecall: number;
  /** Flags on words the experts scored 7 or higher, as a share of those words. */
  flagsOnGoodWords: number;
  mispronouncedFlags: number;
  mispronouncedPrecision: number;
  falseFlagsOnPerfectWords: number;
  wordScoreR: number;
  accuracyR: number;
  fluencyR: number;
  totalR: number;
  readingsToldOfExtraWord: number;
  /** Readings where the larger recogniser was asked for a second opinion (each costs it one more pass). */
  readingsAskingSecondOpinion: number;
};

export function measure(judged: readonly Judged[]): Figures {
  const pairs = judged.flatMap(({ reading, words }) => words.filter((w) => w.result !== 'inserted').map((word, at) => ({ word, expert: reading.words[at]! })));
  const isFlag = (w: WordResult) => w.result === 'mispronounced' || w.result === 'omitted';
  const poor = pairs.filter(({ expert }) => expert.accuracy <= POOR_WORD_SCORE);
  const flagged = pairs.filter(({ word }) => isFlag(word));
  const mispronounced = pairs.filter(({ word }) => word.result === 'mispronounced');
  const perfect = pairs.filter(({ expert }) => expert.accuracyExperts.every((score) => score === 10));
  return {
    readings: judged.length,
    words: pairs.length,
    poorWords: poor.length,
    flags: flagged.length,
    flagPrecision: flagged.filter(({ expert }) => expert.accuracy <= POOR_WORD_SCORE).length / Math.max(1, flagged.length),
    flagRecall: poor.filter(({ word }) => isFlag(word)).length / Math.max(1, poor.length),
    flagsOnGoodWords: flagged.filter(({ expert }) => expert.accuracy > POOR_WORD_SCORE).length / Math.max(1, pairs.length - poor.length),
    mispronouncedFlags: mispronounced.length,
    mispronouncedPrecision: mispronounced.filter(({ expert }) => expert.accuracy <= POOR_WORD_SCORE).length / Math.max(1, mispronounced.length),
    falseFlagsOnPerfectWords: perfect.filter(({ word }) => isFlag(word)).length / Math.max(1, perfect.length),
    wordScoreR: pearson(pairs.map(({ word }) => word.accuracy_score ?? 0), pairs.map(({ expert }) => expert.accuracy)),
    accuracyR: pearson(judged.map((j) => j.accuracy), judged.map((j) => j.reading.accuracy)),
    fluencyR: pearson(judged.map((j) => j.fluency), judged.map((j) => j.reading.fluency)),
    totalR: pearson(judged.map((j) => j.total), judged.map((j) => j.reading.total)),
    readingsToldOfExtraWord: judged.filter(({ words }) => words.some((w) => w.result === 'inserted')).length / Math.max(1, judged.length),
    readingsAskingSecondOpinion: judged.filter((j) => j.asksSecondOpinion).length / Math.max(1, judged.length),
  };
}

/**
 * The flags' precision among speakers with `prevalence` of their words poor, from the recall and the share of
 * good words flagged measured here (neither depends on how many words are poor; precision does).
 */
export function precisionAtPrevalence(f: Pick<Figures, 'flagRecall' | 'flagsOnGoodWords'>, prevalence: number): number {
  const caught = prevalence * f.flagRecall;
  return caught / Math.max(Number.EPSILON, caught + (1 - prevalence) * f.flagsOnGoodWords);
}
