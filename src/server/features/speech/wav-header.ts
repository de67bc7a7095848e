/** Wraps 16-bit PCM in a 44-byte RIFF/WAVE header so browsers can play it from an <audio> element. */

const HEADER_BYTES = 44;

export function encodeWav(samples: Int16Array, sampleRate: number, channels = 1): Uint8Array {
  const bytesPerSample = 2;
  const dataBytes = samples.length * bytesPerSample;
  const out = new Uint8Array(HEADER_BYTES + dataBytes);
  const view = new DataView(out.buffer);
  const writeAscii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) out[offset + i] = text.charCodeAt(i);
  };

  writeAscii(0, 'RIFF');
  view.setUint32(4, HEADER_BYTES - 8 + dataBytes, true);
  writeAscii(8, 'WAVE');
  writeAscii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the PCM fmt chunk
  view.setUint16(20, 1, true); // format 1 = integer PCM
  view.setUint16(22, channels, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * channels * bytesPerSample, true); // byte rate
  view.setUint16(32, channels * bytesPerSample, true); // block align
  view.setUint16(34, bytesPerSample * 8, true);
  writeAscii(36, 'data');
  view.setUint32(40, dataBytes, true);
  // Written sample by sample so the output is little-endian whatever the host's byte order.
  for (let i = 0; i < samples.length; i++) view.setInt16(HEADER_BYTES + i * bytesPerSample, samples[i]!, true);
  return out;
}
