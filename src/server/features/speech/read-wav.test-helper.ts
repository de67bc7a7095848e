/** Test helper: checks a WAV header the way a player would and returns its samples. */
export type ParsedWav = { sampleRate: number; channels: number; bitsPerSample: number; samples: Int16Array; seconds: number };

export function readWav(bytes: Uint8Array): ParsedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (ascii(0) !== 'RIFF' || ascii(8) !== 'WAVE' || ascii(12) !== 'fmt ' || ascii(36) !== 'data') throw new Error('not a WAV');
  if (view.getUint32(4, true) !== bytes.length - 8) throw new Error('RIFF size does not match');
  const dataBytes = view.getUint32(40, true);
  if (dataBytes !== bytes.length - 44) throw new Error('data size does not match');
  const sampleRate = view.getUint32(24, true);
  const samples = new Int16Array(dataBytes / 2);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(44 + i * 2, true);
  return { sampleRate, channels: view.getUint16(22, true), bitsPerSample: view.getUint16(34, true), samples, seconds: samples.length / sampleRate };
}

export function rms(samples: Int16Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, samples.length));
}
