/**
 * One sound track of an MP4 as it is read: what its headers and sample durations claim, and what its
 * samples decode to (an AAC frame is 1024 samples, an Opus packet says its own length), the count that
 * forged durations cannot shorten.
 */
import { opusPacketSamples } from './opus-packet-samples';

export type Mp4Track = {
  codec: 'mp4a' | 'Opus';
  timescale: number;
  sampleRate: number;
  headerTicks: number;
  sampleTicks: number;
  decodedSeconds: number;
  defaultDuration: number;
  defaultSize: number;
};

/**
 * Sample visits allowed for the whole file: a quarter of its bytes, as a real file spends more than that
 * on each sample (its packet, and its size in the table); more means forged tables.
 */
export type WorkBudget = { left: number };

const AAC_FRAME_SAMPLES = 1024;

/**
 * Counts `count` samples stored one after another from `offset`, stopping at the end of the bytes (what
 * is not sent is not decoded); answers the offset after the last one.
 */
export function countSamples(bytes: Uint8Array, track: Mp4Track, budget: WorkBudget, offset: number, count: number, sizeOf: (index: number) => number): number {
  const isOpus = track.codec === 'Opus';
  let left = budget.left - 1; // each run costs a visit too, even an empty one
  let samples = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (--left < 0) break;
    const size = sizeOf(i);
    if (at < 0 || at + size > bytes.length) break;
    samples += isOpus ? opusPacketSamples(bytes, at, at + size) : AAC_FRAME_SAMPLES;
    at += size;
  }
  budget.left = left;
  track.decodedSeconds += samples / (isOpus ? 48_000 : track.sampleRate);
  return at;
}
