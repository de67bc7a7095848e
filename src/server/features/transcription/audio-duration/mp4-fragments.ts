/**
 * A fragmented MP4's samples (what MediaRecorder writes: moov with mvex, then moof/mdat pairs): each
 * moof/traf/trun's sample durations, with tfhd's or trex's defaults where a sample has none, and each
 * sample's bytes found from the run's data offset.
 */
import { type Mp4Box, readBoxes, readU32, readU64 } from './mp4-boxes';
import { countSamples, type Mp4Track, type WorkBudget } from './mp4-track';

type RunDefaults = { base: number; duration: number; size: number };

export function countFragment(bytes: Uint8Array, moof: Mp4Box, tracks: Map<number, Mp4Track>, budget: WorkBudget): void {
  for (const traf of readBoxes(bytes, moof.content, moof.end)) {
    if (traf.type !== 'traf') continue;
    const children = readBoxes(bytes, traf.content, traf.end);
    const tfhd = children.find((box) => box.type === 'tfhd');
    const track = tfhd && tracks.get(readU32(bytes, tfhd.content + 4));
    if (!tfhd || !track) continue;
    const flags = readU32(bytes, tfhd.content) & 0xffffff;
    let at = tfhd.content + 8;
    const field = (flag: number, size: 4 | 8) => {
      if (!(flags & flag)) return undefined;
      at += size;
      return size === 8 ? readU64(bytes, at - 8) : readU32(bytes, at - 4);
    };
    const base = field(0x01, 8) ?? moof.start;
    field(0x02, 4); // sample description index
    const defaults = { base, duration: field(0x08, 4) ?? track.defaultDuration, size: field(0x10, 4) ?? track.defaultSize };
    let next = base;
    for (const trun of children) if (trun.type === 'trun') next = countRun(bytes, trun, track, defaults, next, budget);
  }
}

/** Counts one trun; answers where its data ends, where a following run without a data offset starts. */
function countRun(bytes: Uint8Array, trun: Mp4Box, track: Mp4Track, defaults: RunDefaults, next: number, budget: WorkBudget): number {
  const flags = readU32(bytes, trun.content) & 0xffffff;
  let at = trun.content + 8;
  let offset = next;
  if (flags & 0x01) {
    offset = defaults.base + (readU32(bytes, at) | 0);
    at += 4;
  }
  if (flags & 0x04) at += 4; // first sample flags
  const hasDuration = (flags & 0x100) !== 0;
  const hasSize = (flags & 0x200) !== 0;
  const entrySize = 4 * [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length;
  const declared = readU32(bytes, trun.content + 4);
  const count = entrySize ? Math.min(declared, Math.floor((trun.end - at) / entrySize)) : declared;
  if (!hasDuration) track.sampleTicks += count * defaults.duration;
  for (let i = 0; hasDuration && i < count; i++) track.sampleTicks += readU32(bytes, at + i * entrySize);
  const sizeAt = at + (hasDuration ? 4 : 0);
  return countSamples(bytes, track, budget, offset, count, (i) => (hasSize ? readU32(bytes, sizeAt + i * entrySize) : defaults.size));
}
