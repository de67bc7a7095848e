// The speech recogniser in a worker thread (see speech-model-worker-source.ts): piscina calls the default
// export with one recording at a time; the model loads once per thread, in the background from its start.
import { workerData } from 'node:worker_threads';
import { monoSamples, toModelRate } from '../audio-at-16k.mjs';
import { hearWords, loadSpeechModel } from './speech-model-likelihood.mjs';

loadSpeechModel(workerData.files).catch(() => {}); // reported per task below

/** `{ pcm, channels, sampleRate, words }` (a HearTask) → a HeardBySpeechModel: the samples are unpacked here, off the event loop. */
export default async function hear({ pcm, channels, sampleRate, words }) {
  return hearWords(workerData.files, toModelRate(monoSamples(pcm, channels), sampleRate), words);
}
