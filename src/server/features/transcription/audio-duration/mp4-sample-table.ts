/**
 * A progressive (not fragmented) MP4 track's samples from its sample table: durations from stts, and
 * each sample found through stsc (samples per chunk), stco/co64 (chunk offsets) and stsz (sizes).
 */
import { findBox, type Mp4Box, readU32, readU64 } from './mp4-boxes';
import { countSamples, type Mp4Track, type WorkBudget } from './mp4-track';

/** How many `entrySize`-byte entries a full box's table holds: its count, if they fit in the box. */
function entries(bytes: Uint8Array, box: Mp4Box, countAt: number, entrySize: number): number {
  return Math.min(readU32(bytes, box.content + countAt), Math.floor((box.end - box.content - countAt - 4) / entrySize));
}

export function countSampleTable(bytes: Uint8Array, track: Mp4Track, stbl: Mp4Box, budget: WorkBudget): void {
  const stts = findBox(bytes, stbl, ['stts']);
  for (let i = 0; stts && i < entries(bytes, stts, 4, 8); i++) {
    track.sampleTicks += readU32(bytes, stts.content + 8 + 8 * i) * readU32(bytes, stts.content + 12 + 8 * i);
  }
  const stsz = findBox(bytes, stbl, ['stsz']);
  const stsc = findBox(bytes, stbl, ['stsc']);
  const stco = findBox(bytes, stbl, ['stco']) ?? findBox(bytes, stbl, ['co64']);
  if (!stsz || !stsc || !stco) return;
  const constantSize = readU32(bytes, stsz.content + 4);
  const total = constantSize ? readU32(bytes, stsz.content + 8) : entries(bytes, stsz, 8, 4);
  const sizeOf = (sample: number) => constantSize || readU32(bytes, stsz.content + 12 + 4 * sample);
  const is64 = stco.type === 'co64';
  const chunks = entries(bytes, stco, 4, is64 ? 8 : 4);
  const chunkOffset = (chunk: number) => (is64 ? readU64(bytes, stco.content + 8 + 8 * chunk) : readU32(bytes, stco.content + 8 + 4 * chunk));
  const runs = entries(bytes, stsc, 4, 12);
  let sample = 0;
  let previousFirst = -1;
  for (let run = 0; run < runs && sample < total; run++) {
    const first = readU32(bytes, stsc.content + 8 + 12 * run) - 1;
    if (first <= previousFirst) return; // runs must move forward, or the same chunks would be counted again
    previousFirst = first;
    const nextFirst = run + 1 < runs ? readU32(bytes, stsc.content + 20 + 12 * run) - 1 : chunks;
    const perChunk = readU32(bytes, stsc.content + 12 + 12 * run);
    for (let chunk = first; chunk < Math.min(nextFirst, chunks) && sample < total && budget.left > 0; chunk++) {
      const count = Math.min(perChunk, total - sample);
      const start = sample;
      countSamples(bytes, track, budget, chunkOffset(chunk), count, (i) => sizeOf(start + i));
      sample += count;
    }
  }
}
