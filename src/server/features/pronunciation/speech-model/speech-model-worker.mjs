// The speech recogniser in a worker thread (see speech-model-worker-source.ts): piscina calls the default
// export with one recording at a time; the model loads once per thread, in the background from its start.
import { workerData } from 'node:worker_threads';
import { monoSamples, toModelRate } from '../audio-at-16k.mjs';
import { hearWords, loadSpeechModel } from './speech-model-likelihood.mjs';

// `workerData.files`: the folder of each size, by listener. Both load with the thread, the first listener's
// first, so a check's second opinion never waits for its model (about 1.5 s to load).
loadSpeechModel(workerData.files.first)
  .then(() => loadSpeechModel(workerData.files.second))
  .catch(() => {}); // reported per task below

/** `{ pcm, channels, sampleRate, words, listener }` (a HearTask) → a HeardBySpeechModel: the samples are unpacked here, off the event loop. */
export default async function hear({ pcm, channels, sampleRate, words, listener }) {
  return hearWords(workerData.files[listener], toModelRate(monoSamples(pcm, channels), sampleRate), words);
}
