/** Reading ISO BMFF (MP4, M4A) boxes: the boxes in a range, a box's child by path, and big-endian numbers. */

export type Mp4Box = { type: string; start: number; content: number; end: number };

/** The boxes one after another in [start, end); a box cut short ends at `end`, an impossible size ends the list. */
export function readBoxes(bytes: Uint8Array, start: number, end: number): Mp4Box[] {
  const boxes: Mp4Box[] = [];
  const limit = Math.min(end, bytes.length);
  for (let at = start; at + 8 <= limit; ) {
    let size = readU32(bytes, at);
    let content = at + 8;
    if (size === 1) {
      if (at + 16 > limit) break;
      size = readU64(bytes, at + 8);
      content = at + 16;
    } else if (size === 0) size = limit - at;
    if (size < content - at) break;
    boxes.push({ type: String.fromCharCode(...bytes.subarray(at + 4, at + 8)), start: at, content, end: Math.min(at + size, limit) });
    at += size;
  }
  return boxes;
}

/** The first box along `path` (e.g. ['mdia', 'minf', 'stbl']) inside `box`; full boxes' version and flags are left to the caller. */
export function findBox(bytes: Uint8Array, box: Mp4Box, path: string[]): Mp4Box | undefined {
  let found: Mp4Box | undefined = box;
  for (const type of path) found = found && readBoxes(bytes, found.content, found.end).find((child) => child.type === type);
  return found;
}

/** 0 past the end of the bytes, so a cut-short box reads as empty rather than throwing. */
export function readU32(bytes: Uint8Array, at: number): number {
  if (at + 4 > bytes.length) return 0;
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

export function readU64(bytes: Uint8Array, at: number): number {
  return readU32(bytes, at) * 2 ** 32 + readU32(bytes, at + 4);
}
