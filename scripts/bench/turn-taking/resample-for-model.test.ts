import { describe, expect, it } from 'vitest';
import { MODEL_FRAME_SAMPLES } from '../../../src/shared/turn-taking/speech-probability';
import { resampleForModel } from './resample-for-model';

describe('resampleForModel', () => {
  it('cuts a second of audio into 32 ms frames at 16 kHz, whatever its own rate', () => {
    for (const rate of [22_050, 48_000]) {
      const frames = resampleForModel(new Float32Array(rate).fill(0.25), rate);
      expect(frames).toHaveLength(Math.floor(16_000 / MODEL_FRAME_SAMPLES));
      expect(frames.every((frame) => frame.length === MODEL_FRAME_SAMPLES)).toBe(true);
      expect(frames[3]![100]).toBeCloseTo(0.25);
    }
  });

  it('averages the samples each output sample stands for (48 kHz: three to one)', () => {
    const audio = Float32Array.from({ length: 48_000 }, (_, at) => at % 3);
    expect(resampleForModel(audio, 48_000)[0]![0]).toBeCloseTo(1);
  });
});
