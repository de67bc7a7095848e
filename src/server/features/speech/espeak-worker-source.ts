/**
 * eSpeak NG (WebAssembly) in a worker thread: a long text takes seconds of CPU, which on the main
 * thread would stall every other request, health checks included. The worker loads the module once
 * (about 0.1 s and 24 MB of voice data) and synthesises one text at a time; the pool around it
 * decides how many texts may wait. Plain JavaScript evaluated from this string because the server
 * is bundled into one file, where a separate worker file would not exist.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/** Where Node would load the package from, resolved here because an eval'd worker has no module location. */
export function findEspeakModuleUrl(): string {
  return pathToFileURL(createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten')).href;
}

export type EspeakTask = { text: string; language: string; fallbackLanguage: string; wordsPerMinute: number; pitch: number };
export type EspeakResult = { samples: Int16Array; sampleRate: number };

export const espeakWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = (async () => {
  const { default: initialize } = await import(workerData.moduleUrl);
  const module = await initialize();
  return new module.eSpeakNGWorker();
})();
ready.catch(() => {}); // reported per task below

parentPort.on('message', async ({ id, text, language, fallbackLanguage, wordsPerMinute, pitch }) => {
  try {
    const espeak = await ready;
    if (espeak.set_voice('', language) !== 0) espeak.set_voice('', fallbackLanguage);
    espeak.set_rate(wordsPerMinute);
    espeak.set_pitch(pitch);
    const chunks = [];
    let length = 0;
    espeak.synthesize(text, (samples) => {
      chunks.push(samples); // already a copy out of the WASM heap
      length += samples.length;
      return 0;
    });
    const samples = new Int16Array(length);
    let offset = 0;
    for (const chunk of chunks) {
      samples.set(chunk, offset);
      offset += chunk.length;
    }
    parentPort.postMessage({ id, samples, sampleRate: espeak.get_samplerate() }, [samples.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;
