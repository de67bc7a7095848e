/**
 * Seconds of a PCM WAV counted from its samples: the data chunk's bytes over (channels × bytes per sample)
 * over the sample rate. The byte-rate and block-align fields are the client's to write, so they are only
 * checked against the format, never used to measure: a header that disagrees with itself is refused.
 */

/** What a WAV header says of its samples, once it agrees with itself. */
export type WavFormat = { channels: number; sampleRate: number; bytesPerSample: number; isFloat: boolean };

/** `data`: where the samples lie in the bytes (whole frames only). */
export type WavReading = { seconds: number; format: WavFormat; data: { at: number; bytes: number } } | { problem: string };

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;

export function readWavSeconds(bytes: Uint8Array): number | null {
  const reading = readWav(bytes);
  return 'seconds' in reading ? reading.seconds : null;
}

/** The measured length and format, or in plain words why the bytes are not a WAV that can be measured. */
export function readWav(bytes: Uint8Array): WavReading {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') return { problem: 'The recording is not a WAV file.' };
  let format: WavFormat | null = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ') {
      if (size < 16 || at + 24 > bytes.length) return { problem: 'The WAV format chunk is too short.' };
      const checked = checkFormat(view, at + 8);
      if ('problem' in checked) return checked;
      format = checked;
    }
    if (id === 'data') {
      if (!format) return { problem: 'The WAV file has no format chunk before its samples.' };
      // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): count the bytes actually sent.
      const dataBytes = Math.min(size || Infinity, bytes.length - at - 8);
      const frames = Math.floor(dataBytes / (format.channels * format.bytesPerSample));
      return { seconds: frames / format.sampleRate, format, data: { at: at + 8, bytes: frames * format.channels * format.bytesPerSample } };
    }
    at += 8 + size + (size % 2);
  }
  return { problem: format ? 'The WAV file has no samples.' : 'The recording is not a WAV file.' };
}

function checkFormat(view: DataView, at: number): WavFormat | { problem: string } {
  const tag = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const byteRate = view.getUint32(at + 8, true);
  const blockAlign = view.getUint16(at + 12, true);
  const bits = view.getUint16(at + 14, true);
  if (tag !== PCM && tag !== FLOAT && tag !== EXTENSIBLE) return { problem: 'The WAV file is compressed; send uncompressed PCM.' };
  if (channels < 1 || channels > 8) return { problem: `The WAV header names ${channels} channels (1 to 8 are accepted).` };
  if (sampleRate < 8000 || sampleRate > 192_000) return { problem: `The WAV header names a sample rate of ${sampleRate} Hz (8,000 to 192,000 are accepted).` };
  if (![8, 16, 24, 32].includes(bits)) return { problem: `The WAV header names ${bits} bits per sample (8, 16, 24 or 32 are accepted).` };
  const bytesPerSample = bits / 8;
  if (blockAlign !== channels * bytesPerSample || byteRate !== sampleRate * blockAlign) {
    return { problem: 'The WAV header contradicts itself: its byte rate or block size does not match its sample rate, channels and sample size.' };
  }
  // WAVE_FORMAT_EXTENSIBLE names its subformat further on; a float one is still 32-bit, and refused where only 16-bit PCM is read.
  return { channels, sampleRate, bytesPerSample, isFloat: tag === FLOAT };
}
