// A recording's samples as the speech models read them: 16-bit PCM mixed down to mono, then 16 kHz floats in
// [-1, 1]. Shared by the worker threads that listen (PocketSphinx's and the speech recogniser's).

export const RATE = 16000;

/** The 16-bit little-endian samples of a WAV's data chunk (`pcm`, `channels` interleaved), mixed down to mono. */
export function monoSamples(pcm, channels) {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const frames = Math.floor(pcm.byteLength / (2 * channels));
  const samples = new Int16Array(frames);
  for (let frame = 0; frame < frames; frame++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += view.getInt16((frame * channels + channel) * 2, true);
    samples[frame] = Math.round(sum / channels);
  }
  return samples;
}

// Windowed-sinc low-pass resampling to 16 kHz: a plain linear one folds hiss above 8 kHz onto the fricatives (s, f, th).
// An output sample's kernel depends only on where it falls between two input samples, and a rate such as
// 22,050 Hz has 320 such places: each kernel is computed once per recording, not once per sample (the
// sines took a third of a check's CPU). A recording already at 16 kHz is used as it is.
export function toModelRate(samples, sampleRate) {
  if (sampleRate === RATE) return Float32Array.from(samples, (sample) => sample / 32768);
  const divisor = gcd(sampleRate, RATE);
  const step = sampleRate / divisor; // input samples per `phases` output samples
  const phases = RATE / divisor;
  const cutoff = Math.min(1, phases / step) * 0.9;
  const half = 12;
  const reach = half / cutoff;
  const kernels = new Array(phases);
  const kernelAt = (phase) => {
    const offset = phase / phases;
    const first = Math.ceil(offset - reach);
    const weights = new Float64Array(Math.floor(offset + reach) - first + 1);
    for (let k = 0; k < weights.length; k++) {
      const t = (first + k - offset) * cutoff;
      weights[k] = (t === 0 ? 1 : Math.sin(Math.PI * t) / (Math.PI * t)) * (0.5 + 0.5 * Math.cos((Math.PI * t) / half));
    }
    return { first, weights };
  };
  const out = new Float32Array(Math.floor((samples.length * phases) / step));
  for (let i = 0; i < out.length; i++) {
    const phase = (i * step) % phases;
    const base = (i * step - phase) / phases;
    kernels[phase] ??= kernelAt(phase);
    const { first, weights } = kernels[phase];
    let sum = 0;
    let total = 0;
    for (let k = Math.max(0, -(base + first)); k < weights.length && base + first + k < samples.length; k++) {
      sum += samples[base + first + k] * weights[k];
      total += weights[k];
    }
    out[i] = total > 0 ? sum / total / 32768 : 0;
  }
  return out;
}

function gcd(a, b) {
  return b === 0 ? a : gcd(b, a % b);
}

