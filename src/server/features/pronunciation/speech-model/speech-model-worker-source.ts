/**
 * The speech recognisers (Moonshine tiny, and base for a second opinion) in worker threads of their own, beside
 * PocketSphinx's: tiny's encoder and decoder passes take ~80-140 ms of CPU a check, base's about twice that, and
 * the models with their WebAssembly runtime ~450-550 MB per thread.
 */
import { workerFile } from '../../../workers/worker-file';

/**
 * One recording's 16-bit samples as sent (`pcm`, `channels` interleaved) and the sentence's words as written;
 * `listener`: the first (tiny, every reading) or the second opinion (base).
 */
export type HearTask = { pcm: Uint8Array; channels: number; sampleRate: number; words: string[]; listener: 'first' | 'second' };

/**
 * What the speech recogniser made of the sentence as written (speech-model-likelihood.mjs): per word, the
 * natural log of each of its tokens' probability, whether each was its first choice, and the entropy of its
 * choice at each token (how unsure it was of what it heard there).
 */
export type HeardBySpeechModel = { words: Array<{ logProbs: number[]; isFirstChoice: boolean[]; entropies: number[] }> };

/** The worker's task module (speech-model-worker.mjs; dist/server/speech-model-worker.js in the bundled server). */
export const speechModelWorkerSource = workerFile(import.meta.url, 'speech-model-worker', './speech-model-worker.mjs');
