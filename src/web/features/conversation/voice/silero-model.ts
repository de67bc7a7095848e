/**
 * Silero VAD v5, the weights `@ricky0123/vad-web` ships, run by onnxruntime-web in WebAssembly as vad-web's
 * models/silero.ts runs it: a speech probability for each 32 ms frame at 16 kHz. (Importing vad-web's own
 * CommonJS would put the bundler's CommonJS helpers in the runtime chunk every page loads, landing included.)
 * The model and the WebAssembly are copied into the build by `?url` (hashed names under /assets/, served as
 * immutable) and fetched from Parley's own origin on the first microphone press.
 */
import modelUrl from '@ricky0123/vad-web/dist/silero_vad_v5.onnx?url&no-inline';
import wasmUrl from 'onnxruntime-web/ort-wasm-simd-threaded.wasm?url&no-inline';
import * as ort from 'onnxruntime-web/wasm';
import { MODEL_CONTEXT_SAMPLES, MODEL_SAMPLE_RATE } from '#/shared/turn-taking/speech-probability';

async function fetchModel(): Promise<ArrayBuffer> {
  const response = await fetch(modelUrl);
  if (!response.ok) throw new Error(`The speech model answered ${response.status}`);
  return response.arrayBuffer();
}

/** v5 reads each frame with the last 64 samples of the one before (silero-vad's OnnxWrapper). */
const CONTEXT_SAMPLES = MODEL_CONTEXT_SAMPLES;
const SAMPLE_RATE = BigInt(MODEL_SAMPLE_RATE);

export type SileroModel = { reset: () => void; speechProbability: (frame: Float32Array) => Promise<number> };

async function createModel(): Promise<SileroModel> {
  const session = await ort.InferenceSession.create(await fetchModel());
  const emptyState = () => new ort.Tensor('float32', new Float32Array(2 * 128), [2, 1, 128]);
  let state: ort.Tensor = emptyState();
  let context = new Float32Array(CONTEXT_SAMPLES);
  return {
    reset: () => {
      state = emptyState();
      context = new Float32Array(CONTEXT_SAMPLES);
    },
    speechProbability: async (frame) => {
      const input = new Float32Array(CONTEXT_SAMPLES + frame.length);
      input.set(context);
      input.set(frame, CONTEXT_SAMPLES);
      context = frame.slice(-CONTEXT_SAMPLES);
      // Fresh tensors each run: the worker takes their buffers (state is replaced by the one it gives back).
      const sr = new ort.Tensor('int64', BigInt64Array.of(SAMPLE_RATE));
      const out = await session.run({ input: new ort.Tensor('float32', input, [1, input.length]), state, sr });
      const probability = out.output?.data[0];
      if (!out.stateN || typeof probability !== 'number') throw new Error('The speech model gave no probability');
      state = out.stateN;
      return probability;
    },
  };
}

/** Loaded once a page: later presses reuse the session, with its state reset. */
let loading: Promise<SileroModel> | null = null;

export function loadSileroModel(): Promise<SileroModel> {
  ort.env.wasm.wasmPaths = { wasm: wasmUrl };
  // Threads need a cross-origin-isolated page, which Parley is not.
  ort.env.wasm.numThreads = 1;
  // In a worker: compiling and loading the model blocks a thread for seconds on a busy machine, and on the
  // page's own thread that stalls the voice bar and the turn watcher while the learner speaks.
  ort.env.wasm.proxy = true;
  ort.env.logLevel = 'error';
  loading ??= createModel().catch((reason: unknown) => {
    loading = null;
    throw reason;
  });
  return loading;
}
