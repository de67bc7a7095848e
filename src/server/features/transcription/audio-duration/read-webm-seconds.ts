/**
 * Seconds of audio in a WebM (Matroska) recording. MediaRecorder writes the Segment and its Clusters
 * with unknown sizes and no Duration, so the blocks themselves are counted: per track, the larger of
 * the span of block times (plus the last block's length) and the Opus packets' own lengths, which
 * forged timestamps cannot shorten; and Info's Duration when it claims more. Only Opus is accepted:
 * it is what every browser records. The walk is one pass; on a broken element it looks for the next
 * Cluster, as a demuxer resynchronises, so audio hidden behind garbage is still counted.
 */
import { readElement, readFloat, readUnsigned } from './ebml-element';
import { readBlock } from './matroska-block';
import { nextPattern } from './next-pattern';
import { opusPacketSamples } from './opus-packet-samples';

const ID = {
  ebml: 0x1a45dfa3, segment: 0x18538067, info: 0x1549a966, tracks: 0x1654ae6b, trackEntry: 0xae, cluster: 0x1f43b675,
  blockGroup: 0xa0, timecodeScale: 0x2ad7b1, duration: 0x4489, trackNumber: 0xd7, codecId: 0x86, timecode: 0xe7, simpleBlock: 0xa3, block: 0xa1,
};
/** Elements walked into rather than over (their children follow their header). */
const ENTERED = new Set([ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);
const CLUSTER_ID = Uint8Array.of(0x1f, 0x43, 0xb6, 0x75);

type TrackBlocks = { first: number; last: number; lastSamples: number; opusSamples: number };

export function readWebmSeconds(bytes: Uint8Array): number | null {
  if (readElement(bytes, 0)?.id !== ID.ebml) return null;
  let timecodeScale = 1_000_000;
  let declaredDuration = 0;
  let clusterTime = 0;
  const entries: { number?: number; codec?: string }[] = [];
  const blocks = new Map<number, TrackBlocks>();
  for (let at = 0; at < bytes.length; ) {
    const element = readElement(bytes, at);
    const isEntered = element !== null && ENTERED.has(element.id);
    const end = element && (element.size === null ? null : element.dataStart + element.size);
    if (!element || (!isEntered && (end === null || end > bytes.length))) {
      at = nextPattern(bytes, CLUSTER_ID, at + 1);
      continue;
    }
    if (isEntered) {
      if (element.id === ID.trackEntry) entries.push({});
      at = element.dataStart;
      continue;
    }
    const { id, dataStart } = element;
    const size = end! - dataStart;
    if (id === ID.timecodeScale) timecodeScale = readUnsigned(bytes, dataStart, end!);
    else if (id === ID.duration) declaredDuration = readFloat(bytes, dataStart, size) ?? 0;
    else if (id === ID.trackNumber && entries.length) entries.at(-1)!.number = readUnsigned(bytes, dataStart, end!);
    else if (id === ID.codecId && entries.length) entries.at(-1)!.codec = new TextDecoder().decode(bytes.subarray(dataStart, end!));
    else if (id === ID.timecode) clusterTime = readUnsigned(bytes, dataStart, end!);
    else if (id === ID.simpleBlock || id === ID.block) countBlock(blocks, bytes, dataStart, end!, clusterTime);
    at = end!;
  }
  const codecs = new Map(entries.map((entry) => [entry.number, entry.codec]));
  if (codecs.size === 0 || [...codecs.values()].some((codec) => codec !== 'A_OPUS')) return null;
  let seconds = Number.isFinite(declaredDuration) && declaredDuration > 0 ? (declaredDuration * timecodeScale) / 1e9 : 0;
  for (const [track, counted] of blocks) {
    if (!codecs.has(track)) continue;
    const span = ((counted.last - counted.first) * timecodeScale) / 1e9 + counted.lastSamples / 48_000;
    seconds = Math.max(seconds, span, counted.opusSamples / 48_000);
  }
  // Timecodes of eight bytes times a forged scale can overflow: such times are not readable.
  return Number.isFinite(seconds) ? seconds : null;
}

function countBlock(blocks: Map<number, TrackBlocks>, bytes: Uint8Array, start: number, end: number, clusterTime: number) {
  const block = readBlock(bytes, start, end);
  if (!block) return;
  const time = clusterTime + block.relativeTime;
  const samples = block.frames.reduce((sum, frame) => sum + opusPacketSamples(frame), 0);
  const track = blocks.get(block.track);
  if (!track) blocks.set(block.track, { first: time, last: time, lastSamples: samples, opusSamples: samples });
  else {
    track.first = Math.min(track.first, time);
    if (time >= track.last) [track.last, track.lastSamples] = [time, samples];
    track.opusSamples += samples;
  }
}
