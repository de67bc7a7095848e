/** Seconds of a PCM WAV from its fmt and data chunks; null when it is not a readable WAV. */

export function readWavSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): count the bytes actually sent.
    if (id === 'data') return byteRate > 0 ? Math.min(size || Infinity, bytes.length - at - 8) / byteRate : null;
    at += 8 + size + (size % 2);
  }
  return null;
}
