/**
 * The speech recogniser (Moonshine tiny) in worker threads of its own, beside PocketSphinx's: one check's
 * encoder and decoder passes take ~140 ms of CPU, and the model with its WebAssembly runtime ~450 MB per thread.
 */
import { workerFile } from '../../../workers/worker-file';

/** One recording's 16-bit samples as sent (`pcm`, `channels` interleaved) and the sentence's words as written. */
export type HearTask = { pcm: Uint8Array; channels: number; sampleRate: number; words: string[] };

/**
 * What the speech recogniser made of the sentence as written (speech-model-likelihood.mjs): per word, the
 * natural log of each of its tokens' probability, whether each was its first choice, and the entropy of its
 * choice at each token (how unsure it was of what it heard there).
 */
export type HeardBySpeechModel = { words: Array<{ logProbs: number[]; isFirstChoice: boolean[]; entropies: number[] }> };

/** The worker's task module (speech-model-worker.mjs; dist/server/speech-model-worker.js in the bundled server). */
export const speechModelWorkerSource = workerFile(import.meta.url, 'speech-model-worker', './speech-model-worker.mjs');
