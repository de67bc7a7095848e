import { describe, expect, it } from 'vitest';
import { cutForPrecision, cutForRecall, wilsonLowerBound } from './fit-pronunciation-model';
import { precisionAtPrevalence } from './measure-pronunciation-model';

describe('cutForPrecision', () => {
  it('takes the lowest cut whose flags keep the precision asked for with 95% confidence', () => {
    const probabilities = Array.from({ length: 40 }, (_, at) => 1 - at / 40);
    const labels = probabilities.map((_, at) => (at < 20 ? 1 : at % 2));
    const cut = cutForPrecision(probabilities, labels, 0.8);
    const flagged = labels.filter((_, at) => probabilities[at]! >= cut);
    expect(flagged.length).toBeGreaterThan(20);
    expect(wilsonLowerBound(flagged.filter(Boolean).length, flagged.length)).toBeGreaterThanOrEqual(0.8);
    const one = probabilities.findIndex((p) => p < cut);
    expect(wilsonLowerBound(labels.slice(0, one + 2).filter(Boolean).length, one + 2)).toBeLessThan(0.8);
  });

  it('never flags where a few right flags are all there is', () => {
    expect(cutForPrecision([0.9, 0.8, 0.7], [1, 1, 0], 0.6)).toBeGreaterThan(1);
  });

  it('never cuts between two equal probabilities', () => {
    // Ten at 0.5, two of them right: cutting among them would still hold 0.8, taking them all does not.
    const probabilities = [...new Array(30).fill(0.9), ...new Array(10).fill(0.5)];
    const labels = [...new Array(30).fill(1), 1, 1, ...new Array(8).fill(0)];
    expect(wilsonLowerBound(32, 32)).toBeGreaterThan(0.8);
    expect(cutForPrecision(probabilities, labels, 0.8)).toBe(0.9);
  });
});

describe('wilsonLowerBound', () => {
  it('sits below the share, nearer it the more flags there are', () => {
    expect(wilsonLowerBound(5, 5)).toBeLessThan(0.65);
    expect(wilsonLowerBound(95, 100)).toBeGreaterThan(0.9);
    expect(wilsonLowerBound(95, 100)).toBeLessThan(0.95);
  });
});

describe('cutForRecall', () => {
  // Ten words, four poor, ranked by the flag's probability.
  const probabilities = [0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1, 0.05];
  const labels = [1, 0, 1, 0, 0, 1, 0, 0, 1, 0];

  it('takes the highest cut whose flags catch the share of poor words asked for', () => {
    expect(cutForRecall(probabilities, labels, 0.25)).toBe(0.9);
    expect(cutForRecall(probabilities, labels, 0.3)).toBe(0.7);
    expect(cutForRecall(probabilities, labels, 0.5)).toBe(0.7);
    expect(cutForRecall(probabilities, labels, 0.75)).toBe(0.4);
    expect(cutForRecall(probabilities, labels, 1)).toBe(0.1);
  });

  it('flags all of a tie or none of it', () => {
    expect(cutForRecall([0.9, 0.5, 0.5, 0.5, 0.1], [0, 1, 0, 1, 1], 0.3)).toBe(0.5);
    expect(cutForRecall([0.9, 0.9, 0.5], [1, 0, 1], 0.5)).toBe(0.9);
  });

  it('never flags where no word is poor', () => {
    expect(cutForRecall([0.9, 0.1], [0, 0], 0.3)).toBeGreaterThan(1);
  });
});

describe('precisionAtPrevalence', () => {
  it('reads the same recall and false flags as a precision among speakers with more or fewer poor words', () => {
    // 30% of poor words caught, 1% of good ones flagged: at 10% poor, 3 right flags to 0.9 wrong.
    expect(precisionAtPrevalence({ flagRecall: 0.3, flagsOnGoodWords: 0.01 }, 0.1)).toBeCloseTo(3 / 3.9, 6);
    expect(precisionAtPrevalence({ flagRecall: 0.3, flagsOnGoodWords: 0.01 }, 0.05)).toBeLessThan(3 / 3.9);
    expect(precisionAtPrevalence({ flagRecall: 0.3, flagsOnGoodWords: 0 }, 0.05)).toBe(1);
  });
});
