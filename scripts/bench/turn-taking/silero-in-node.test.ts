import { describe, expect, it } from 'vitest';
import { MODEL_FRAME_SAMPLES } from '../../../src/shared/turn-taking/speech-probability';
import { mulberry32 } from '../../train/lib/speaker-folds';
import { loadSileroInNode } from './silero-in-node';

/** Frames of a noisy buzz that comes and goes: enough to move the model's state. */
function frames(count: number, seed: number): Float32Array[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, at) =>
    Float32Array.from({ length: MODEL_FRAME_SAMPLES }, (_, i) => (at % 10 < 5 ? 0.3 * Math.sin(((at * MODEL_FRAME_SAMPLES + i) * 2 * Math.PI * 180) / 16_000) : 0) + (random() - 0.5) * 0.01),
  );
}

describe('loadSileroInNode', () => {
  it('gives each turn in a batch exactly what it gets alone (the cache relies on it), and silence a low probability', async () => {
    const model = await loadSileroInNode();
    const turns = [frames(40, 1), frames(25, 2), Array.from({ length: 30 }, () => new Float32Array(MODEL_FRAME_SAMPLES))];
    const batched = await model.speechProbabilities(turns);
    for (const [at, turn] of turns.entries()) {
      const [alone] = await model.speechProbabilities([turn]);
      expect(Array.from(batched[at]!)).toEqual(Array.from(alone!));
      expect(batched[at]).toHaveLength(turn.length);
    }
    expect(Math.max(...batched[2]!)).toBeLessThan(0.1);
  }, 60_000);
});
