/**
 * Whether a frame of microphone samples is voice: its loudness (RMS) over a threshold, two such frames in
 * a row. The browser's meter (voice-activity-meter.ts) and the turn-taking bench hear with the same numbers.
 */
export const SAMPLE_EVERY_MS = 50;
export const VOICE_RMS = 0.015;
export const FRAMES_FOR_VOICE = 2;

export function rootMeanSquare(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i]! * samples[i]!;
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/** Feeds frames in order; says whether each one is heard as voice. */
export function createVoiceFrames(): (samples: ArrayLike<number>) => boolean {
  let loudFrames = 0;
  return (samples) => {
    loudFrames = rootMeanSquare(samples) >= VOICE_RMS ? loudFrames + 1 : 0;
    return loudFrames >= FRAMES_FOR_VOICE;
  };
}
