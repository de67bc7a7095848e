// PocketSphinx (soundswallower, WebAssembly) in a worker thread (see pronunciation-worker-source.ts): piscina
// calls the default export with one recording at a time; the model loads once per thread, in the background
// from the thread's start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { workerData } from 'node:worker_threads';
import { monoSamples, RATE, toModelRate } from './audio-at-16k.mjs';

const known = new Set();
/** Search beams for the attempts that ask for them (the model's defaults are 1e-48, 7e-29, 1e-48). */
const WIDE_BEAMS = { beam: 1e-80, wbeam: 1e-60, pbeam: 1e-80 };
/**
 * No further search starts after this long on one recording's grammar, nor on each alignment of the
 * sentence as written (ms, each counted from its own first search): a sentence said right takes one search
 * of ~100 ms for 4 s of speech, but 25 s of another text against a 32-word sentence ran every search for
 * 6.8 s of CPU (4.5 s before the wider searches), holding the thread other learners wait for; with this
 * bound, 2.6 s (before every reading was also aligned, which adds at most its own bound). What no search matched in time is reported as not heard (every word missing), which the
 * panel shows as another sentence read.
 */
const SEARCH_BUDGET_MS = 1500;

const ready = (async () => {
  const { default: createModule } = await import(workerData.moduleUrl);
  const soundswallower = await createModule();
  const decoder = new soundswallower.Decoder({
    hmm: workerData.hmm,
    dict: workerData.dict,
    fdict: join(workerData.hmm, 'noisedict'),
    samprate: RATE,
    loglevel: workerData.decoderConfig?.loglevel ?? 'FATAL',
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
    for (const [name, value] of Object.entries(workerData.decoderConfig ?? {})) decoder.set_config(name, value);
  };
  await decoder.initialize();
  return decoder;
})();
ready.catch(() => {}); // reported per task below

function decodeWith(decoder, jsgf, audio, isSilenceBetweenWords) {
  decoder.set_config('fsgusefiller', isSilenceBetweenWords);
  decoder.set_grammar(jsgf);
  decoder.start();
  decoder.process_audio(audio, false, true);
  decoder.stop();
  const result = alignmentOf(decoder);
  return (result.w || [])
    .filter((segment) => !/^(<|\[|\()/.test(segment.t))
    .map((segment) => ({
      token: segment.t,
      start: segment.b,
      duration: segment.d,
      phones: (segment.w || []).map((phone) => {
        const loudness = loudnessOf(audio, phone.b, phone.d);
        const formants = FORMANT_VOWELS.has(phone.t) ? formantsOf(audio, phone.b, phone.d) : undefined;
        return { phone: phone.t, start: phone.b, duration: phone.d, score: acousticCostOf(phone.p), ...loudness, hissAboveNoise: Math.round(100 * (loudness.hiss - noiseHissOf(audio))) / 100, ...formants };
      }),
    }));
}

/**
 * How far a sound's frames fell below the best-scoring senone of each frame, summed, in the decoder's
 * units (−ln of the segment's score, which soundswallower reports to three decimals): the raw material of
 * goodness of pronunciation. A score printed as 0 is capped where three decimals end.
 */
function acousticCostOf(p) {
  return Math.round(1000 * -Math.log(Math.max(p ?? 1, 0.0005))) / 1000;
}

/** The matched words with their sounds; when the search found no path, soundswallower writes no JSON for the sounds, and nothing was matched. */
function alignmentOf(decoder) {
  if (!decoder.get_text()) return { w: [] };
  try {
    return decoder.get_alignment({ align_level: 1 });
  } catch {
    return decoder.get_alignment(); // the words without their sounds: the decoder's choice stands
  }
}

const noiseHiss = new WeakMap();
/** The recording's background hiss: the 10th percentile of the hiss of its 20 ms stretches (its pauses, or its quietest sounds), once per recording. */
function noiseHissOf(audio) {
  if (!noiseHiss.has(audio)) {
    const window = RATE / 50;
    const levels = [];
    for (let start = 0; start + window <= audio.length; start += window) levels.push(loudnessOf(audio, start / RATE, window / RATE).hiss);
    levels.sort((a, b) => a - b);
    noiseHiss.set(audio, levels[Math.floor(levels.length / 10)] ?? -120);
  }
  return noiseHiss.get(audio);
}

/**
 * A stretch's loudness in dB (full band), and its hiss: the loudness of its second difference, which
 * rises 12 dB an octave and so weighs what is above ~3 kHz (the noise of "s" against the faint one of "th").
 */
function loudnessOf(audio, start, duration) {
  const from = Math.max(2, Math.round(start * RATE));
  const to = Math.min(audio.length, Math.round((start + duration) * RATE));
  let energy = 0;
  let hiss = 0;
  for (let i = from; i < to; i++) {
    energy += audio[i] * audio[i];
    const curve = audio[i] - 2 * audio[i - 1] + audio[i - 2];
    hiss += curve * curve;
  }
  const count = Math.max(1, to - from);
  const decibels = (sum) => Math.round(100 * 10 * Math.log10(sum / count + 1e-12)) / 100;
  return { level: decibels(energy), hiss: decibels(hiss) };
}

/** The vowels whose formants a cue reads (vowel-cue.ts): "ee" and "i". */
const FORMANT_VOWELS = new Set(['IY', 'IH']);
const LPC_ORDER = 18; // 2 + the rate in kHz: a formant per kHz, and two poles for the spectrum's slope
const FORMANT_FRAME = 0.025;
const FORMANT_HOP = 0.01;
const ENVELOPE_STEP_HZ = 20;
const ENVELOPE_HZ = Array.from({ length: Math.floor((4000 - 150) / ENVELOPE_STEP_HZ) + 1 }, (_, at) => 150 + at * ENVELOPE_STEP_HZ);
/** cos and sin of ω·k for each envelope frequency ω and each LPC coefficient k, computed once. */
const ENVELOPE_BASIS = ENVELOPE_HZ.map((hz) => Array.from({ length: LPC_ORDER + 1 }, (_, k) => [Math.cos((2 * Math.PI * hz * k) / RATE), Math.sin((2 * Math.PI * hz * k) / RATE)]));
const FRAME_LENGTH = Math.round(FORMANT_FRAME * RATE);
const HAMMING = Float64Array.from({ length: FRAME_LENGTH }, (_, at) => 0.54 - 0.46 * Math.cos((2 * Math.PI * at) / (FRAME_LENGTH - 1)));

/**
 * The first two formants of a vowel (Hz), the medians over 25 ms frames every 10 ms of its middle half:
 * the peaks of a linear-prediction envelope (Levinson-Durbin on the pre-emphasised, windowed frame), F1
 * the first between 200 and 1000 Hz, F2 the next at least 400 Hz above it. Undefined where no frame shows both.
 */
function formantsOf(audio, start, duration) {
  const length = FRAME_LENGTH;
  const hop = Math.round(FORMANT_HOP * RATE);
  const from = Math.round((start + duration / 4) * RATE);
  const to = Math.max(from + length, Math.round((start + (3 * duration) / 4) * RATE));
  const firsts = [];
  const seconds = [];
  const frame = new Float64Array(length);
  for (let at = Math.max(1, from); at + length <= Math.min(to, audio.length); at += hop) {
    for (let i = 0; i < length; i++) frame[i] = (audio[at + i] - 0.97 * audio[at + i - 1]) * HAMMING[i];
    const peaks = envelopePeaks(predictorOf(frame));
    const f1 = peaks.find((hz) => hz >= 200 && hz <= 1000);
    const f2 = f1 && peaks.find((hz) => hz >= f1 + 400);
    if (f1 && f2) {
      firsts.push(f1);
      seconds.push(f2);
    }
  }
  if (firsts.length === 0) return undefined;
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { f1: median(firsts), f2: median(seconds) };
}

/** The linear-prediction coefficients a[0..LPC_ORDER] (a[0] = 1) of a frame, by Levinson-Durbin. */
function predictorOf(frame) {
  const r = new Float64Array(LPC_ORDER + 1);
  for (let lag = 0; lag <= LPC_ORDER; lag++) for (let i = lag; i < frame.length; i++) r[lag] += frame[i] * frame[i - lag];
  const a = new Float64Array(LPC_ORDER + 1);
  a[0] = 1;
  let error = r[0] * (1 + 1e-9) + 1e-12;
  for (let i = 1; i <= LPC_ORDER; i++) {
    let sum = r[i];
    for (let j = 1; j < i; j++) sum += a[j] * r[i - j];
    const k = -sum / error;
    const previous = a.slice();
    for (let j = 1; j < i; j++) a[j] = previous[j] + k * previous[i - j];
    a[i] = k;
    error *= 1 - k * k;
  }
  return a;
}

/** The frequencies (Hz) where the envelope 1/|A(e^jω)|² peaks, rising. */
function envelopePeaks(a) {
  const level = ENVELOPE_BASIS.map((basis) => {
    let re = 0;
    let im = 0;
    for (let k = 0; k < a.length; k++) {
      re += a[k] * basis[k][0];
      im -= a[k] * basis[k][1];
    }
    return -Math.log(re * re + im * im);
  });
  return ENVELOPE_HZ.filter((_, at) => at > 0 && at + 1 < level.length && level[at] > level[at - 1] && level[at] >= level[at + 1]);
}

/** RMS (of 32,768) below which the loudest tenth of a second holds no speech: a quiet room is ~30-100. */
const SPEECH_LEVEL = 300;

function loudestTenthOfASecond(samples, sampleRate) {
  const window = Math.max(1, Math.round(sampleRate / 10));
  let loudest = 0;
  for (let start = 0; start < samples.length; start += window) {
    let sum = 0;
    const end = Math.min(samples.length, start + window);
    for (let i = start; i < end; i++) sum += samples[i] * samples[i];
    loudest = Math.max(loudest, Math.sqrt(sum / (end - start)));
  }
  return loudest;
}

/**
 * `{ attempts, alignment, words, pcm, channels, sampleRate }` (a DecodeTask) → `{ tokens, aligned, hiss }` (a DecodeResult),
 * or `{ isSilent: true }` when no tenth of a second is loud enough to hold speech. The samples are unpacked
 * here, not on the server's event loop. With `alignOnly`, only the sentence as written is aligned (through
 * each warp asked for): the part of a check that runs beside the grammar's search in another thread.
 */
export default async function decode({ attempts, alignment, words, pcm, channels, sampleRate, alignOnly }) {
  const samples = monoSamples(pcm, channels);
  // The grammar always finds the words somewhere, even in silence: a reading with no speech in it is refused.
  if (loudestTenthOfASecond(samples, sampleRate) < SPEECH_LEVEL) return { isSilent: true, tokens: [], aligned: [] };
  const decoder = await ready;
  const missing = words.filter(([token]) => !known.has(token));
  if (missing.length > 0) {
    decoder.add_words(...missing);
    for (const [token] of missing) known.add(token);
  }
  const audio = toModelRate(samples, sampleRate);
  // Each alignment has a search budget of its own, so how many warps are asked for (the training script asks
  // for several) does not change what each finds.
  const align = () => firstPath(decoder, alignment.attempts, audio, performance.now());
  if (alignOnly) return { tokens: [], aligned: await alignThroughWarps(decoder, alignment.warps, align) };
  // The searches in the order build-reading-grammar.ts gives them, until one finds a path or the time
  // allowed is spent: the first always runs.
  const started = performance.now();
  const tokens = firstPath(decoder, attempts, audio, started);
  if (tokens.length === 0) return { tokens: [], aligned: alignment.warps.map(() => []) };
  // The sentence as written, aligned through each warp asked for; unwarped, the same path when the reading chose every word as written.
  const isAsWritten = alignment.written && tokens.length === alignment.written.length && tokens.every(({ token }, at) => alignment.written[at].includes(token));
  const aligned = await alignThroughWarps(decoder, alignment.warps, (warp) => (warp === 1 && isAsWritten ? tokens : align()));
  return { tokens, aligned, hiss: hissContourOf(audio) };
}

/**
 * A search through each front end asked for, in order (a warped one's filterbank is inverse linear: a band
 * at f Hz hears f·warp), each warped one set and the unwarped one restored after it: the grammar's
 * choices are always made unwarped.
 */
async function alignThroughWarps(decoder, warps, search) {
  const aligned = [];
  for (const warp of warps) aligned.push(warp === 1 ? search(warp) : await withWarp(decoder, warp, () => search(warp)));
  return aligned;
}

/** The warp's text as last set in this thread (see warpText). */
let lastWarpText = '';
/**
 * The warp as text, never the same text as the last one set: PocketSphinx's inverse-linear warp keeps the
 * last text it parsed and, handed the same text again, returns before parsing with the warp switched off,
 * so a second check through the same warp was heard unwarped. "1.45" and "1.450" are the same warp.
 */
function warpText(warp) {
  const exact = String(warp);
  const text = exact === lastWarpText ? `${exact}${exact.includes('.') ? '' : '.'}0` : exact;
  lastWarpText = text;
  return text;
}

/** A search through a front end whose filterbank is warped, the unwarped one restored after. */
async function withWarp(decoder, warp, search) {
  decoder.set_config('warp_type', 'inverse_linear');
  decoder.set_config('warp_params', warpText(warp));
  await decoder.reinitialize_audio();
  try {
    return search();
  } finally {
    decoder.unset_config('warp_params');
    await decoder.reinitialize_audio();
  }
}

/** The tokens of the first search that finds a path, in order, until the time allowed is spent (the first always runs). */
function firstPath(decoder, attempts, audio, started) {
  for (const [at, { jsgf, fillers, wideBeams }] of attempts.entries()) {
    if (at > 0 && performance.now() - started > SEARCH_BUDGET_MS) break;
    const search = () => decodeWith(decoder, jsgf, audio, fillers);
    const tokens = wideBeams ? withWideBeams(decoder, search) : search();
    if (tokens.length > 0) return tokens;
  }
  return [];
}

const CONTOUR_HOP = 0.005;
const CONTOUR_WINDOW = 0.01;
/**
 * The recording's hiss and level (see loudnessOf) in 10 ms stretches every 5 ms, and its background hiss:
 * what a cue needs to see a closure and a release between two words (release-cue.ts, stop-onset-cue.ts).
 */
function hissContourOf(audio) {
  const count = Math.max(0, Math.floor((audio.length / RATE - CONTOUR_WINDOW) / CONTOUR_HOP) + 1);
  const frames = new Float32Array(count);
  const levels = new Float32Array(count);
  for (let at = 0; at < count; at++) {
    const { hiss, level } = loudnessOf(audio, at * CONTOUR_HOP, CONTOUR_WINDOW);
    frames[at] = hiss;
    levels[at] = level;
  }
  return { hop: CONTOUR_HOP, window: CONTOUR_WINDOW, frames, levels, noise: noiseHissOf(audio) };
}

/** A search with wider beams (WIDE_BEAMS), the configured ones restored after. */
function withWideBeams(decoder, search) {
  const usual = Object.fromEntries(Object.keys(WIDE_BEAMS).map((name) => [name, decoder.get_config(name)]));
  try {
    for (const [name, value] of Object.entries(WIDE_BEAMS)) decoder.set_config(name, value);
    return search();
  } finally {
    for (const [name, value] of Object.entries(usual)) decoder.set_config(name, value);
  }
}
