// IPA from eSpeak NG in a worker thread (see espeak-phonemes.ts): piscina calls the default export with
// one word or phrase at a time; the module loads once per thread, in the background from the thread's start.
import { workerData } from 'node:worker_threads';

const ready = (async () => {
  const { default: initialize } = await import(workerData.moduleUrl);
  const module = await initialize();
  return new module.eSpeakNGWorker();
})();
ready.catch(() => {}); // reported per task below

/** `{ text, language }` → the IPA string ('' when eSpeak has none). */
export default async function phonemize({ text, language }) {
  const espeak = await ready;
  if (espeak.set_voice('', language) !== 0) espeak.set_voice('', 'en-us');
  const result = espeak.synthesize_ipa(text);
  return result.code === 0 ? String(result.ipa) : '';
}
