/**
 * The samples of a 16-bit PCM WAV (what the browser makes from its recording), mixed down to mono.
 * Null when the bytes are not such a WAV: the route answers 415 naming what it accepts.
 */
export type PcmAudio = { samples: Int16Array; sampleRate: number };

const PCM = 1;
const EXTENSIBLE = 0xfffe;

export function readPcmWav(bytes: Uint8Array): PcmAudio | null {
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (text(0) !== 'RIFF' || text(8) !== 'WAVE') return null;
  let format: { channels: number; sampleRate: number } | null = null;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 24 <= bytes.length) {
      const tag = view.getUint16(at + 8, true);
      const channels = view.getUint16(at + 10, true);
      const sampleRate = view.getUint32(at + 12, true);
      const bits = view.getUint16(at + 22, true);
      if ((tag !== PCM && tag !== EXTENSIBLE) || bits !== 16 || channels < 1 || channels > 8 || sampleRate < 8000 || sampleRate > 192_000) return null;
      format = { channels, sampleRate };
    }
    if (id === 'data') {
      if (!format) return null;
      // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): take the bytes actually sent.
      const available = Math.min(size || Infinity, bytes.length - at - 8);
      const frames = Math.floor(available / (2 * format.channels));
      const samples = new Int16Array(frames);
      for (let frame = 0; frame < frames; frame++) {
        let sum = 0;
        for (let channel = 0; channel < format.channels; channel++) sum += view.getInt16(at + 8 + (frame * format.channels + channel) * 2, true);
        samples[frame] = Math.round(sum / format.channels);
      }
      return { samples, sampleRate: format.sampleRate };
    }
    at += 8 + size + (size % 2);
  }
  return null;
}
