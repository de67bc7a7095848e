import { describe, expect, it } from 'vitest';
import { isNoWorse, pickThresholds, type ThresholdTrial } from './choose-speech-thresholds';

const figures = (cutOffRate: number, medianWaitMs: number) => ({ turns: 100, cutOffRate, medianWaitMs, p90WaitMs: medianWaitMs });
const trial = (startAt: number, keepOver: number, words: [number, number], silence: [number, number]): ThresholdTrial => ({
  thresholds: { startAt, keepOver },
  best: { targetCutOffRate: 0.025, byWords: figures(...words), bySilence: figures(...silence) },
});

describe('pickThresholds', () => {
  const current = trial(0.5, 0.35, [0.024, 364], [0.007, 2571]);

  it('keeps the browser\'s pair when another is better by words but worse by silence alone', () => {
    const fasterByWords = trial(0.85, 0.85, [0.024, 341], [0.009, 2644]);
    expect(pickThresholds([current, fasterByWords]).thresholds).toEqual({ startAt: 0.5, keepOver: 0.35 });
  });

  it('takes a pair no worse on both rows and better on one', () => {
    const better = trial(0.5, 0.5, [0.024, 354], [0.007, 2562]);
    expect(pickThresholds([current, better]).thresholds).toEqual({ startAt: 0.5, keepOver: 0.5 });
  });

  it('needs the browser\'s own pair among those tried', () => {
    expect(() => pickThresholds([trial(0.7, 0.7, [0, 300], [0, 2000])])).toThrow();
  });
});

describe('isNoWorse', () => {
  it('compares cut-offs and median wait on both rows', () => {
    const base = trial(0.5, 0.35, [0.02, 300], [0.01, 2500]).best;
    expect(isNoWorse(base, base)).toBe(true);
    expect(isNoWorse(trial(0, 0, [0.01, 300], [0.01, 2501]).best, base)).toBe(false);
  });
});
