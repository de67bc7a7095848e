/**
 * Seconds of audio in an Ogg Opus or Ogg Vorbis recording: per logical stream, the larger of what the
 * last granule position says and what the packets themselves decode to (an Opus packet's TOC names its
 * length; a Vorbis packet decodes to at most half the long block size), so a forged granule cannot
 * shorten it. Chained streams add up; a stream in any other codec makes the file unreadable. One pass
 * over the pages; bytes between pages are skipped to the next capture pattern, as a demuxer does.
 */
import { nextPattern } from './next-pattern';
import { opusPacketSamples } from './opus-packet-samples';

type OggStream = {
  packets: number;
  head: number[]; // the first bytes of the packet being read, enough for the codec headers and a TOC
  codec?: 'opus' | 'vorbis' | 'other';
  rate: number;
  preSkip: number;
  longBlock: number;
  granule: number;
  decodedSamples: number;
};
const HEAD_BYTES = 30;
const CAPTURE = Uint8Array.of(0x4f, 0x67, 0x67, 0x53); // "OggS"

export function readOggSeconds(bytes: Uint8Array): number | null {
  const streams: OggStream[] = [];
  const bySerial = new Map<number, OggStream>();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = nextPattern(bytes, CAPTURE, 0); at + 27 <= bytes.length; at = nextPattern(bytes, CAPTURE, at)) {
    const segments = bytes[at + 26]!;
    const serial = view.getUint32(at + 14, true);
    const isContinued = (bytes[at + 5]! & 0x01) !== 0;
    let stream = bySerial.get(serial);
    if (!stream || (bytes[at + 5]! & 0x02) !== 0) {
      stream = { packets: 0, head: [], rate: 0, preSkip: 0, longBlock: 0, granule: 0, decodedSamples: 0 };
      streams.push(stream);
      bySerial.set(serial, stream);
    }
    if (!isContinued) stream.head = [];
    const granuleHigh = view.getInt32(at + 10, true);
    if (granuleHigh >= 0) stream.granule = Math.max(stream.granule, granuleHigh * 2 ** 32 + view.getUint32(at + 6, true));
    let data = at + 27 + segments;
    for (let i = 0; i < segments && at + 27 + i < bytes.length; i++) {
      const lacing = bytes[at + 27 + i]!;
      if (data + lacing > bytes.length) break;
      if (stream.head.length < HEAD_BYTES) stream.head.push(...bytes.subarray(data, data + Math.min(lacing, HEAD_BYTES - stream.head.length)));
      data += lacing;
      if (lacing < 255) endPacket(stream);
    }
    at = Math.max(at + 1, data);
  }
  let seconds = 0;
  for (const stream of streams) {
    if (stream.codec === 'opus') seconds += Math.max(stream.granule - stream.preSkip, stream.decodedSamples) / 48_000;
    else if (stream.codec === 'vorbis' && stream.rate > 0) seconds += Math.max(stream.granule, stream.decodedSamples) / stream.rate;
    else return null;
  }
  return streams.length ? seconds : null;
}

function endPacket(stream: OggStream) {
  const { head } = stream;
  const index = stream.packets++;
  if (index === 0) identify(stream, head);
  else if (stream.codec === 'opus' && index >= 2) stream.decodedSamples += opusPacketSamples(head);
  // Vorbis: after the three header packets, each audio packet (type bit 0) decodes to at most a half long block.
  else if (stream.codec === 'vorbis' && index >= 3 && head.length > 0 && (head[0]! & 1) === 0) stream.decodedSamples += stream.longBlock / 2;
  stream.head = [];
}

function identify(stream: OggStream, head: number[]) {
  const text = String.fromCharCode(...head.slice(0, 8));
  if (text === 'OpusHead' && head.length >= 12) {
    stream.codec = 'opus';
    stream.preSkip = head[10]! | (head[11]! << 8);
  } else if (head[0] === 1 && text.slice(1, 7) === 'vorbis' && head.length >= 29) {
    stream.codec = 'vorbis';
    stream.rate = (head[12]! | (head[13]! << 8) | (head[14]! << 16) | (head[15]! << 24)) >>> 0;
    stream.longBlock = 2 ** (head[28]! >> 4);
  } else stream.codec = 'other';
}
