import { describe, expect, it } from 'vitest';
import { heardByModel } from './heard-by-model';
import type { HeardTurn } from './hear-turns';

const heard = (probabilities: number[]): HeardTurn => ({
  turn: {} as HeardTurn['turn'],
  frames: [true, true],
  frameMs: 50,
  speechProbabilities: Float32Array.from(probabilities),
  pieceEndsMs: [100],
  trueEndMs: 100,
});

describe('heardByModel', () => {
  it("hears 32 ms frames by the model's probabilities, with the browser's thresholds unless given others", () => {
    const byModel = heardByModel(heard([0.1, 0.6, 0.4, 0.3]));
    expect(byModel.frameMs).toBe(32);
    expect(byModel.frames).toEqual([false, true, true, false]);
    expect(heardByModel(heard([0.1, 0.6, 0.4, 0.3]), { startAt: 0.5, keepOver: 0.5 }).frames).toEqual([false, true, false, false]);
  });
});
