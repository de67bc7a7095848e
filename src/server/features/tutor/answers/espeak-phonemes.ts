/**
 * IPA for a word from eSpeak NG (the same WebAssembly build that gives the offline voice), worked out in
 * one worker thread so the 24 MB of voice data and the lookup never run on the event loop. The worker
 * starts on the first pronunciation question and idles without keeping the process alive.
 */
import { BoundedWorkerPool } from '../../../workers/bounded-worker-pool';
import { findEspeakModuleUrl } from '../../speech/public';

const phonemeWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = (async () => {
  const { default: initialize } = await import(workerData.moduleUrl);
  const module = await initialize();
  return new module.eSpeakNGWorker();
})();
ready.catch(() => {});
parentPort.on('message', async ({ id, text, language }) => {
  try {
    const espeak = await ready;
    if (espeak.set_voice('', language) !== 0) espeak.set_voice('', 'en-us');
    const result = espeak.synthesize_ipa(text);
    parentPort.postMessage({ id, ipa: result.code === 0 ? String(result.ipa) : '' });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

let pool: BoundedWorkerPool | undefined;
const cache = new Map<string, string[][]>();

/**
 * The phonemes of each word of `text` ('thought' gives [['θ', 'ˈɔː', 't']]), stress marks kept on the
 * vowel they precede; null when eSpeak is unavailable or too slow.
 */
export async function phonemesOf(text: string, language: string, timeoutMs = 4000): Promise<string[][] | null> {
  const espeakLanguage = language.toLowerCase().startsWith('es') ? 'es' : language.toLowerCase() === 'en-gb' ? 'en-gb' : 'en-us';
  const key = `${espeakLanguage}\u0000${text.toLowerCase()}`;
  const known = cache.get(key);
  if (known) return known;
  pool ??= new BoundedWorkerPool({
    name: 'eSpeak NG phonemes',
    source: phonemeWorkerSource,
    workerData: { moduleUrl: findEspeakModuleUrl() },
    threads: 1,
    maxQueued: 8,
    busyMessage: 'The pronunciation helper is busy.',
    retryAfterSeconds: 2,
  });
  try {
    const reply = await pool.run<{ ipa: string }>({ text, language: espeakLanguage }, { signal: AbortSignal.timeout(timeoutMs) });
    const words = reply.ipa.trim().split(/\s+/).filter(Boolean).map((word) => word.split('_').filter(Boolean));
    if (words.length === 0) return null;
    if (cache.size > 500) cache.delete(cache.keys().next().value!);
    cache.set(key, words);
    return words;
  } catch {
    return null;
  }
}

export async function closePhonemeWorker(): Promise<void> {
  await pool?.close();
  pool = undefined;
}
