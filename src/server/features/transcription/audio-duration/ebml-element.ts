/** Reading EBML (Matroska, WebM): variable-length integers, element headers and their values. */

export type EbmlElement = { id: number; dataStart: number; size: number | null };

/** A variable-length integer at `at`: its value (marker bit kept for IDs), its length, and whether it is all ones (unknown size). */
export function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; isAllOnes: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let isAllOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + bytes[at + i]!;
    isAllOnes &&= bytes[at + i] === 0xff;
  }
  return { value, length, isAllOnes };
}

/** The element starting at `at`, with a null size when it was written as unknown; null when no element header fits there. */
export function readElement(bytes: Uint8Array, at: number): EbmlElement | null {
  const id = readVint(bytes, at, true);
  if (!id || id.length > 4) return null;
  const size = readVint(bytes, at + id.length, false);
  if (!size) return null;
  return { id: id.value, dataStart: at + id.length + size.length, size: size.isAllOnes ? null : size.value };
}

export function readUnsigned(bytes: Uint8Array, start: number, end: number): number {
  let value = 0;
  for (let at = start; at < end && at < bytes.length; at++) value = value * 256 + bytes[at]!;
  return value;
}

/** A 4- or 8-byte float; null for any other size. */
export function readFloat(bytes: Uint8Array, start: number, size: number): number | null {
  if ((size !== 4 && size !== 8) || start + size > bytes.length) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset + start, size);
  return size === 4 ? view.getFloat32(0) : view.getFloat64(0);
}
