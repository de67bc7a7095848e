/**
 * The speech model's start/keep thresholds, chosen on the training half only: for each pair, the training
 * turns are heard by the model with it and the waits cross-validated (leave one sentence out, every target).
 * A pair replaces the browser's own only if it is no worse on both rows — by words and silence (Web Speech)
 * and by silence alone (server recognition, the path the model hears for in the browser) — in cut-offs and
 * median wait; among those, the bench's own rule (cross-validate.ts chooseTarget: the fewest cut-offs within
 * the goal, then the shorter wait) picks. The held-out half plays no part.
 */
import { SPEECH_THRESHOLDS, type SpeechThresholds } from '../../../src/shared/turn-taking/speech-probability';
import { chooseTarget, crossValidateTargets, type TargetTrial } from './cross-validate';
import { heardByModel } from './heard-by-model';
import type { HeardTurn } from './hear-turns';

/** Silero's own default (0.5 / 0.35) among stricter and looser pairs; keep is never over start. */
export const THRESHOLD_GRID: SpeechThresholds[] = [
  { startAt: 0.3, keepOver: 0.15 },
  { startAt: 0.5, keepOver: 0.2 },
  { startAt: 0.5, keepOver: 0.35 },
  { startAt: 0.5, keepOver: 0.5 },
  { startAt: 0.7, keepOver: 0.35 },
  { startAt: 0.7, keepOver: 0.55 },
  { startAt: 0.7, keepOver: 0.7 },
  { startAt: 0.85, keepOver: 0.7 },
  { startAt: 0.85, keepOver: 0.85 },
];

export type ThresholdTrial = { thresholds: SpeechThresholds; best: TargetTrial };

const isSame = (a: SpeechThresholds, b: SpeechThresholds) => a.startAt === b.startAt && a.keepOver === b.keepOver;

/** No worse than `current` in cut-offs and median wait, by words and by silence alone. */
export function isNoWorse(trial: TargetTrial, current: TargetTrial): boolean {
  const rows = ['byWords', 'bySilence'] as const;
  return rows.every((row) => trial[row].cutOffRate <= current[row].cutOffRate && trial[row].medianWaitMs <= current[row].medianWaitMs);
}

/** Among the pairs no worse than the current one (itself included), the bench's rule picks. */
export function pickThresholds(trials: ThresholdTrial[], current: SpeechThresholds = SPEECH_THRESHOLDS): ThresholdTrial {
  const now = trials.find((trial) => isSame(trial.thresholds, current));
  if (!now) throw new Error('The browser\'s own thresholds must be among those tried');
  const pool = trials.filter((trial) => isNoWorse(trial.best, now.best));
  const preferred = chooseTarget(pool.map((trial) => trial.best));
  return pool.find((trial) => trial.best === preferred)!;
}

export function chooseSpeechThresholds(train: HeardTurn[], targets: readonly number[], grid = THRESHOLD_GRID): { trials: ThresholdTrial[]; chosen: ThresholdTrial } {
  const trials = grid.map((thresholds) => ({ thresholds, best: chooseTarget(crossValidateTargets(train.map((turn) => heardByModel(turn, thresholds)), targets)) }));
  return { trials, chosen: pickThresholds(trials) };
}
