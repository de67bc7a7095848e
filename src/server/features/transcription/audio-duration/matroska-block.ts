/**
 * A Matroska SimpleBlock or Block: its track, its time relative to its cluster, and its frames, unlaced
 * (Xiph, fixed-size or EBML lacing puts several codec packets in one block).
 */
import { readVint } from './ebml-element';

export type MatroskaBlock = { track: number; relativeTime: number; frames: Uint8Array[] };

export function readBlock(bytes: Uint8Array, start: number, end: number): MatroskaBlock | null {
  const track = readVint(bytes, start, false);
  if (!track || start + track.length + 3 > end) return null;
  const at = start + track.length;
  const relativeTime = ((bytes[at]! << 24) >> 16) | bytes[at + 1]!;
  const lacing = (bytes[at + 2]! >> 1) & 3;
  const frames = lacing === 0 ? [bytes.subarray(at + 3, end)] : unlace(bytes, at + 3, end, lacing);
  return frames && { track: track.value, relativeTime, frames };
}

function unlace(bytes: Uint8Array, start: number, end: number, lacing: number): Uint8Array[] | null {
  if (start >= end) return null;
  const count = bytes[start]! + 1;
  let at = start + 1;
  const sizes: number[] = [];
  if (lacing === 2) {
    const size = (end - at) / count;
    if (!Number.isInteger(size)) return null;
    sizes.push(...Array<number>(count - 1).fill(size));
  } else if (lacing === 1) {
    while (sizes.length < count - 1) {
      let size = 0;
      let byte: number | undefined;
      do {
        byte = bytes[at++];
        if (byte === undefined || at > end) return null;
        size += byte;
      } while (byte === 255);
      sizes.push(size);
    }
  } else {
    for (let previous = 0; sizes.length < count - 1; ) {
      const vint = readVint(bytes, at, false);
      if (!vint) return null;
      at += vint.length;
      // After the first size, each is a signed difference from the one before.
      previous = sizes.length === 0 ? vint.value : previous + vint.value - (2 ** (7 * vint.length - 1) - 1);
      sizes.push(previous);
    }
  }
  const frames: Uint8Array[] = [];
  for (const size of sizes) {
    if (size < 0 || at + size > end) return null;
    frames.push(bytes.subarray(at, at + size));
    at += size;
  }
  if (at > end) return null;
  frames.push(bytes.subarray(at, end));
  return frames;
}
