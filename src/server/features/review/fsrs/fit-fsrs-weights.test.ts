import { describe, expect, it } from 'vitest';
import { type CardHistory, fitFsrsWeights, logLoss, predictRecall, seededRandom } from './fit-fsrs-weights';
import { DEFAULT_WEIGHTS, WEIGHT_BOUNDS } from './memory-model';
import { drawLearnerWeights, simulateReviews, toHistories } from './simulate-reviews';

function simulatedLearner(seed: number, days: number) {
  const random = seededRandom(seed);
  const truth = drawLearnerWeights(random, 0.5);
  const reviews = simulateReviews(random, truth, DEFAULT_WEIGHTS, { days, newCardsPerDay: 5, maxCards: 300 });
  return { truth, histories: toHistories(reviews) };
}

describe('fitting FSRS weights to a learner', () => {
  it('finds weights that predict the learner better than the defaults, inside the bounds', () => {
    const { histories } = simulatedLearner(7, 120);
    const fit = fitFsrsWeights(histories, { seed: 1 });
    expect(fit.reviews).toBeGreaterThan(1000);
    expect(fit.loss).toBeLessThan(fit.defaultLoss);
    fit.weights.forEach((w, i) => {
      expect(w).toBeGreaterThanOrEqual(WEIGHT_BOUNDS[i]![0]);
      expect(w).toBeLessThanOrEqual(WEIGHT_BOUNDS[i]![1]);
    });
  });

  it('is the same fit on every run with the same seed', () => {
    const { histories } = simulatedLearner(3, 40);
    expect(fitFsrsWeights(histories, { seed: 5, maxPasses: 4 })).toEqual(fitFsrsWeights(histories, { seed: 5, maxPasses: 4 }));
  });

  it('keeps the defaults when there is nothing to predict', () => {
    const onlyFirstReviews: CardHistory[] = [[{ days: 0, rating: 3 }], [{ days: 0, rating: 1 }, { days: 0, rating: 3 }]];
    const fit = fitFsrsWeights(onlyFirstReviews);
    expect(fit.weights).toEqual([...DEFAULT_WEIGHTS]);
    expect(fit.reviews).toBe(0);
  });

  it('predicts only reviews a day or more after the last one, and scores them by log-loss', () => {
    const history: CardHistory = [{ days: 0, rating: 3 }, { days: 0, rating: 3 }, { days: 3, rating: 1 }, { days: 1, rating: 3 }];
    const predictions = predictRecall(DEFAULT_WEIGHTS, [history]);
    expect(predictions.map((p) => p.isRecalled)).toEqual([false, true]);
    expect(logLoss([{ recall: 0.9, isRecalled: true }, { recall: 0.9, isRecalled: false }])).toBeCloseTo((-Math.log(0.9) - Math.log(0.1)) / 2, 10);
  });
});
