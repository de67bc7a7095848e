/**
 * The browser's speech model run in Node for the bench: the same Silero VAD v5 weights vad-web ships, by the
 * same onnxruntime-web (its WebAssembly backend runs in Node), fed as web/features/conversation/voice/
 * silero-model.ts feeds it: each 512-sample frame after the last 64 samples of the one before, the state
 * carried from frame to frame. Many turns go through at once, one row of the batch each (the rows never mix).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as ort from 'onnxruntime-web/wasm';
import { MODEL_CONTEXT_SAMPLES, MODEL_FRAME_SAMPLES, MODEL_SAMPLE_RATE } from '../../../src/shared/turn-taking/speech-probability';

const STATE_SIZE = 2 * 128;

export const SILERO_MODEL_PATH = createRequire(import.meta.url).resolve('@ricky0123/vad-web/dist/silero_vad_v5.onnx');

export type SileroBatchModel = {
  /** Each turn's frames (512 samples at 16 kHz) in, each turn's speech probability per frame out. */
  speechProbabilities: (turns: Float32Array[][]) => Promise<Float32Array[]>;
};

export async function loadSileroInNode(): Promise<SileroBatchModel> {
  ort.env.wasm.numThreads = 1;
  ort.env.logLevel = 'error';
  const session = await ort.InferenceSession.create(readFileSync(SILERO_MODEL_PATH));
  const sr = new ort.Tensor('int64', BigInt64Array.of(BigInt(MODEL_SAMPLE_RATE)));
  return {
    speechProbabilities: async (turns) => {
      const rows = turns.length;
      const length = Math.max(0, ...turns.map((frames) => frames.length));
      const width = MODEL_CONTEXT_SAMPLES + MODEL_FRAME_SAMPLES;
      const out = turns.map((frames) => new Float32Array(frames.length));
      let state = new ort.Tensor('float32', new Float32Array(STATE_SIZE * rows), [2, rows, 128]);
      const context = new Float32Array(MODEL_CONTEXT_SAMPLES * rows);
      for (let at = 0; at < length; at++) {
        const input = new Float32Array(width * rows);
        turns.forEach((frames, row) => {
          // A turn that has ended is fed silence; what the model says of it is not kept.
          const frame = frames[at] ?? new Float32Array(MODEL_FRAME_SAMPLES);
          input.set(context.subarray(row * MODEL_CONTEXT_SAMPLES, (row + 1) * MODEL_CONTEXT_SAMPLES), row * width);
          input.set(frame, row * width + MODEL_CONTEXT_SAMPLES);
          context.set(frame.subarray(-MODEL_CONTEXT_SAMPLES), row * MODEL_CONTEXT_SAMPLES);
        });
        const result = await session.run({ input: new ort.Tensor('float32', input, [rows, width]), state, sr });
        if (!result.stateN || !result.output) throw new Error('The speech model gave no probability');
        state = result.stateN as typeof state;
        const probabilities = result.output.data as Float32Array;
        turns.forEach((frames, row) => {
          if (at < frames.length) out[row]![at] = probabilities[row]!;
        });
      }
      return out;
    },
  };
}
