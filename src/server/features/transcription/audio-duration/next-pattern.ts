/** Where `pattern` next starts at or after `from`, or the end of the bytes: how a demuxer resynchronises on a capture pattern. */
export function nextPattern(bytes: Uint8Array, pattern: Uint8Array, from: number): number {
  const at = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(pattern, from);
  return at === -1 ? bytes.length : at;
}
