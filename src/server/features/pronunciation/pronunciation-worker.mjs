// PocketSphinx (soundswallower, WebAssembly) in a worker thread (see pronunciation-worker-source.ts): piscina
// calls the default export with one recording at a time; the model loads once per thread, in the background
// from the thread's start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';

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
    hmm: workerData.hmm,
    dict: workerData.dict,
    fdict: join(workerData.hmm, 'noisedict'),
    samprate: RATE,
    loglevel: 'FATAL',
    remove_noise: false, // noise removal lost slips and right words alike on bench:pronunciation (62.8%/81.9% against 68.1%/84.0%)
  });
  // The model's feat.params ('-name value' lines) stand in for the feat_params.json soundswallower would read.
  decoder.init_featparams = async () => {
    for (const line of readFileSync(join(workerData.hmm, 'feat.params'), 'utf8').split('\n')) {
      const match = /^-(\S+)\s+(\S+)/.exec(line.trim());
      if (!match || !decoder.has_config(match[1])) continue;
      const value = match[2] === 'yes' || match[2] === 'no' ? Number(match[2] === 'yes') : /^-?[0-9.]+$/.test(match[2]) ? Number(match[2]) : match[2];
      decoder.set_config(match[1], value);
    }
  };
  await decoder.initialize();
  return decoder;
})();
ready.catch(() => {}); // reported per task below

/** `{ jsgf, words, samples, sampleRate }` (a DecodeTask) → `{ tokens }` (a DecodeResult). */
export default async function decode({ jsgf, words, samples, sampleRate }) {
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
  const tokens = (result.w || []).filter((segment) => !/^(<|\[|\()/.test(segment.t)).map((segment) => ({ token: segment.t, start: segment.b, duration: segment.d }));
  return { tokens };
}
