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
export type EspeakResult = { wav: Uint8Array; sampleCount: number };

export const espeakWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = (async () => {
  const { default: initialize } = await import(workerData.moduleUrl);
  const module = await initialize();
  return new module.eSpeakNGWorker();
})();
ready.catch(() => {}); // reported per task below

// The WAV is built here too: copying seconds of audio sample by sample would otherwise run on the main thread.
function encodeWav(chunks, sampleCount, sampleRate) {
  const out = new Uint8Array(44 + sampleCount * 2);
  const view = new DataView(out.buffer);
  const ascii = (offset, text) => { for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i); };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // integer PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, sampleCount * 2, true);
  const isLittleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  let offset = 44;
  for (const chunk of chunks) {
    if (isLittleEndian) out.set(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength), offset);
    else for (let i = 0; i < chunk.length; i++) view.setInt16(offset + i * 2, chunk[i], true);
    offset += chunk.byteLength;
  }
  return out;
}

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
    const wav = encodeWav(chunks, length, espeak.get_samplerate());
    parentPort.postMessage({ id, wav, sampleCount: length }, [wav.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;
