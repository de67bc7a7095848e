import { describe, expect, it } from 'vitest';
import { createSpeechFrames, MODEL_FRAME_MS } from './speech-probability';

describe('createSpeechFrames', () => {
  it('starts speech at a high probability and ends it only under a lower one', () => {
    const isVoice = createSpeechFrames();
    expect([0.2, 0.45, 0.6, 0.4, 0.36, 0.3, 0.45, 0.5].map(isVoice)).toEqual([false, false, true, true, true, false, false, true]);
  });

  it('hears with other thresholds when given them (the bench tries them on its training sentences)', () => {
    const isVoice = createSpeechFrames({ startAt: 0.3, keepOver: 0.1 });
    expect([0.2, 0.3, 0.15, 0.05, 0.25].map(isVoice)).toEqual([false, true, true, false, false]);
  });

  it('reads 32 ms frames', () => {
    expect(MODEL_FRAME_MS).toBe(32);
  });
});
