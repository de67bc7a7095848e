import { FSRSAlgorithm, generatorParameters } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, type MemoryState, nextMemoryState, type Rating, recallProbability } from './memory-model';

const OTHER_WEIGHTS = DEFAULT_WEIGHTS.map((w, i) => (i === 20 ? 0.3 : i === 7 ? 0.01 : i < 4 ? w * 1.7 : w * 0.9));

describe('the FSRS-6 memory model', () => {
  for (const [name, w] of [['default', DEFAULT_WEIGHTS], ['other', OTHER_WEIGHTS]] as const) {
    it(`replays a history as ts-fsrs does (${name} weights)`, () => {
      const algorithm = new FSRSAlgorithm(generatorParameters({ w: [...w] }));
      const history: Array<[number, Rating]> = [[0, 3], [0, 1], [0, 3], [2, 3], [5, 2], [9, 1], [1, 3], [14, 4], [40, 3]];
      let ours: MemoryState | null = null;
      let theirs: MemoryState | null = null;
      for (const [days, rating] of history) {
        if (theirs) expect(recallProbability(w, days, ours!.stability)).toBeCloseTo(algorithm.forgetting_curve(days, theirs.stability), 6);
        ours = nextMemoryState(w, ours, days, rating);
        theirs = algorithm.next_state(theirs, days, rating);
        expect(ours.stability).toBeCloseTo(theirs.stability, 4);
        expect(ours.difficulty).toBeCloseTo(theirs.difficulty, 4);
      }
    });
  }

  it('recalls 90% at one stability', () => {
    expect(recallProbability(DEFAULT_WEIGHTS, 12, 12)).toBeCloseTo(0.9, 10);
    expect(recallProbability(DEFAULT_WEIGHTS, 0, 3)).toBe(1);
  });
});
