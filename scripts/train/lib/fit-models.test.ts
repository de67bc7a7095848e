import { describe, expect, it } from 'vitest';
import { predict } from '../../../src/server/features/pronunciation/scoring/linear-model';
import { chooseRidgePenalty, fitLinear, fitLogistic, outOfFoldRidge, pearson } from './fit-models';
import { mulberry32, speakerFolds } from './speaker-folds';

describe('fitLinear', () => {
  it('recovers a line from points on it, in the units of the raw features', () => {
    const rows = [[0], [1], [2], [3], [4]];
    const model = fitLinear(['x'], rows, rows.map(([x]) => 3 + 2 * x!), { l2: 1e-9 });
    expect(predict(model, { x: 10 })).toBeCloseTo(23, 5);
  });
});

describe('fitLogistic', () => {
  it('learns which side of a feature the positives lie on, with probabilities in between at the boundary', () => {
    const random = mulberry32(1);
    const rows = Array.from({ length: 400 }, () => [random() * 10, random()]);
    const labels = rows.map(([x]) => (x! + (random() - 0.5) > 5 ? 1 : 0));
    const model = fitLogistic(['x', 'noise'], rows, labels, { l2: 1 });
    expect(predict(model, { x: 9, noise: 0.5 })).toBeGreaterThan(0.95);
    expect(predict(model, { x: 1, noise: 0.5 })).toBeLessThan(0.05);
    expect(predict(model, { x: 5, noise: 0.5 })).toBeGreaterThan(0.2);
    expect(predict(model, { x: 5, noise: 0.5 })).toBeLessThan(0.8);
    expect(Math.abs(model.weights[1]!)).toBeLessThan(Math.abs(model.weights[0]!) / 10);
  });
});

describe('chooseRidgePenalty', () => {
  it('prefers a strong penalty where the only feature is noise, and a weak one where it carries the target', () => {
    const random = mulberry32(7);
    const rows = Array.from({ length: 200 }, () => [random()]);
    const folds = rows.map((_, at) => at % 4);
    expect(chooseRidgePenalty(['x'], rows, rows.map(([x]) => x! * 5), folds)).toBe(0.3);
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
  });
});

describe('outOfFoldRidge', () => {
  it("predicts each row by a model fitted without its fold: an outlier's own target never pulls its prediction", () => {
    const rows = Array.from({ length: 40 }, (_, at) => [at % 10]);
    const targets = rows.map(([x], at) => (at === 0 ? 1000 : 2 * x!));
    const folds = rows.map((_, at) => at % 4);
    const predicted = outOfFoldRidge(['x'], rows, targets, folds, 1e-9);
    expect(predicted[0]).toBeCloseTo(0, 5); // fold 0's rows meet a model fitted on folds 1-3, where the line holds exactly
    expect(predicted[4]).toBeCloseTo(8, 5);
    expect(Math.abs(predicted[1]! - 2)).toBeGreaterThan(1); // the other folds' models learned from the outlier
  });
});

describe('speakerFolds', () => {
  it('keeps every speaker in one fold, the same for the same seed', () => {
    const items = Array.from({ length: 60 }, (_, at) => ({ speaker: `s${at % 12}` }));
    const folds = speakerFolds(items, 5, 762);
    expect(speakerFolds(items, 5, 762)).toEqual(folds);
    for (let speaker = 0; speaker < 12; speaker++) expect(new Set(folds.filter((_, at) => at % 12 === speaker)).size).toBe(1);
    expect(new Set(folds).size).toBe(5);
  });
});
