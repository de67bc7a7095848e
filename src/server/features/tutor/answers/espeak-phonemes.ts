/**
 * IPA for a word from eSpeak NG (the same WebAssembly build that gives the offline voice), worked out in
 * one worker thread (espeak-phoneme-worker.mjs) so the 24 MB of voice data and the lookup never run on
 * the event loop. The worker starts on the first pronunciation question and idles without keeping the
 * process alive; a lookup slower than its timeout ends that thread and answers null.
 */
import { BoundedWorkerPool } from '../../../workers/bounded-worker-pool';
import { workerFile } from '../../../workers/worker-file';
import { findEspeakModuleUrl } from '../../speech/public';

const phonemeWorkerFile = workerFile(import.meta.url, 'espeak-phoneme-worker', './espeak-phoneme-worker.mjs');

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
    source: phonemeWorkerFile,
    workerData: { moduleUrl: findEspeakModuleUrl() },
    threads: 1,
    maxQueued: 8,
    busyMessage: 'The pronunciation helper is busy.',
    retryAfterSeconds: 2,
  });
  try {
    const ipa = await pool.run<string>({ text, language: espeakLanguage }, { signal: AbortSignal.timeout(timeoutMs) });
    const words = ipa.trim().split(/\s+/).filter(Boolean).map((word) => word.split('_').filter(Boolean));
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
