/**
 * Seconds of audio in an MP4/M4A recording (Safari's AAC, Chrome's Opus), progressive or fragmented:
 * per sound track the largest of its header duration (mdhd), the sum of its sample durations (stts, or
 * every moof's truns) and what its samples decode to, so that no forged header or duration can shorten
 * it; and the movie's own duration (mvhd) when it claims more. A sound track in another codec makes the
 * file unreadable, as do sample tables naming more samples than the file has bytes.
 */
import { findBox, type Mp4Box, readBoxes, readU32, readU64 } from './mp4-boxes';
import { countFragment } from './mp4-fragments';
import { countSampleTable } from './mp4-sample-table';
import type { Mp4Track, WorkBudget } from './mp4-track';

export function readMp4Seconds(bytes: Uint8Array): number | null {
  const top = readBoxes(bytes, 0, bytes.length);
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return null;
  const budget: WorkBudget = { left: bytes.length / 4 };
  const tracks = readTracks(bytes, moov, budget);
  if (!tracks?.size) return null;
  for (const box of top) if (box.type === 'moof') countFragment(bytes, box, tracks, budget);
  if (budget.left < 0) return null;
  const movie = headerDuration(bytes, findBox(bytes, moov, ['mvhd']));
  let seconds = movie.timescale ? movie.ticks / movie.timescale : 0;
  for (const track of tracks.values()) {
    const claimed = track.timescale ? Math.max(track.headerTicks, track.sampleTicks) / track.timescale : 0;
    seconds = Math.max(seconds, claimed, track.decodedSeconds);
  }
  return seconds;
}

/** The sound tracks by track ID, with their sample tables counted; null when one is in a codec not measured here. */
function readTracks(bytes: Uint8Array, moov: Mp4Box, budget: WorkBudget): Map<number, Mp4Track> | null {
  const tracks = new Map<number, Mp4Track>();
  for (const trak of readBoxes(bytes, moov.content, moov.end)) {
    const hdlr = trak.type === 'trak' ? findBox(bytes, trak, ['mdia', 'hdlr']) : undefined;
    if (!hdlr || String.fromCharCode(...bytes.subarray(hdlr.content + 8, hdlr.content + 12)) !== 'soun') continue;
    const tkhd = findBox(bytes, trak, ['tkhd']);
    const stbl = findBox(bytes, trak, ['mdia', 'minf', 'stbl']);
    const stsd = stbl && findBox(bytes, stbl, ['stsd']);
    const entry = stsd && readBoxes(bytes, stsd.content + 8, stsd.end)[0];
    if (!tkhd || !stbl || !entry || (entry.type !== 'mp4a' && entry.type !== 'Opus')) return null;
    const { timescale, ticks } = headerDuration(bytes, findBox(bytes, trak, ['mdia', 'mdhd']));
    const sampleRate = readU32(bytes, entry.content + 24) >>> 16 || timescale;
    if (!sampleRate) return null;
    const track: Mp4Track = { codec: entry.type, timescale, sampleRate, headerTicks: ticks, sampleTicks: 0, decodedSeconds: 0, defaultDuration: 0, defaultSize: 0 };
    tracks.set(readU32(bytes, tkhd.content + (bytes[tkhd.content] === 1 ? 20 : 12)), track);
    countSampleTable(bytes, track, stbl, budget);
  }
  const mvex = findBox(bytes, moov, ['mvex']);
  for (const trex of mvex ? readBoxes(bytes, mvex.content, mvex.end) : []) {
    const track = trex.type === 'trex' ? tracks.get(readU32(bytes, trex.content + 4)) : undefined;
    if (!track) continue;
    track.defaultDuration = readU32(bytes, trex.content + 12);
    track.defaultSize = readU32(bytes, trex.content + 16);
  }
  return tracks;
}

/** An mvhd's or mdhd's timescale and duration (version 0 or 1); a duration of all ones means unknown. */
function headerDuration(bytes: Uint8Array, box: Mp4Box | undefined): { timescale: number; ticks: number } {
  if (!box) return { timescale: 0, ticks: 0 };
  const isLong = bytes[box.content] === 1;
  const timescale = readU32(bytes, box.content + (isLong ? 20 : 12));
  const at = box.content + (isLong ? 24 : 16);
  const isUnknown = readU32(bytes, at) === 0xffffffff && (!isLong || readU32(bytes, at + 4) === 0xffffffff);
  return { timescale, ticks: isUnknown ? 0 : isLong ? readU64(bytes, at) : readU32(bytes, at) };
}
