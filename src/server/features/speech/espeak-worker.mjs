// eSpeak NG (WebAssembly) in a worker thread (see espeak-worker-source.ts): piscina calls the default export
// with one text at a time; the module loads once per thread, in the background from the thread's start.
import { workerData } from 'node:worker_threads';

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
  const ascii = (offset, text) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };
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

/** One text to a WAV: `{ text, language, fallbackLanguage, wordsPerMinute, pitch }` → `{ wav, sampleCount }`. */
export default async function synthesize({ text, language, fallbackLanguage, wordsPerMinute, pitch }) {
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
  return { wav: encodeWav(chunks, length, espeak.get_samplerate()), sampleCount: length };
}
