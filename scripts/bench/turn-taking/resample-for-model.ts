/**
 * A turn's audio cut into the speech model's frames the way the browser's audio worklet cuts the microphone:
 * vad-web's own Resampler, fed 128 samples at a time (an AudioWorklet's render quantum), down to 512-sample
 * frames at 16 kHz.
 */
import { Resampler } from '@ricky0123/vad-web/dist/resampler';
import { MODEL_FRAME_SAMPLES, MODEL_SAMPLE_RATE } from '../../../src/shared/turn-taking/speech-probability';

const RENDER_QUANTUM = 128;

export function resampleForModel(audio: Float32Array, sampleRate: number): Float32Array[] {
  const resampler = new Resampler({ nativeSampleRate: sampleRate, targetSampleRate: MODEL_SAMPLE_RATE, targetFrameSize: MODEL_FRAME_SAMPLES });
  const frames: Float32Array[] = [];
  for (let at = 0; at < audio.length; at += RENDER_QUANTUM) frames.push(...resampler.process(audio.subarray(at, at + RENDER_QUANTUM)));
  return frames;
}
