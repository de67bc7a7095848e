import { describe, expect, it } from 'vitest';
import { AUDIO_FIXTURE_SECONDS, expectTruncationsBounded, readAudioFixture } from '../../../../../tests/support/audio-fixtures';
import { type Mp4Box, readBoxes } from './mp4-boxes';
import { readMp4Seconds } from './read-mp4-seconds';

const M4A = ['mediarecorder-3s.m4a', 'mediarecorder-6s.m4a'] as const;

const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const text = (s: string) => [...s].map((c) => c.charCodeAt(0));
const box = (type: string, ...parts: number[][]) => [...u32(8 + parts.flat().length), ...text(type), ...parts.flat()];
const fullBox = (type: string, ...parts: number[][]) => box(type, [0, 0, 0, 0], ...parts);
const zeros = (n: number) => Array<number>(n).fill(0);

type Track = { codec: 'Opus' | 'mp4a'; rate: number; samples: number; sampleBytes: number; tick: number; headerTicks: number; table: 'progressive' | 'fragmented' };

/** A one-track MP4 whose samples are 20 ms SILK Opus packets (or AAC frames), laid out as asked. */
function mp4(track: Track): Uint8Array {
  const packet = [0x08, ...zeros(track.sampleBytes - 1)];
  const sampleData = Array.from({ length: track.samples }, () => packet).flat();
  const half = Math.floor(track.samples / 2);
  const build = (dataAt: number) => {
    const entry = box(track.codec, zeros(6), [0, 1], zeros(8), [0, 1, 0, 16], zeros(4), u32(track.rate * 65536));
    const stbl = track.table === 'progressive'
      ? box('stbl', fullBox('stsd', u32(1), entry), fullBox('stts', u32(1), u32(track.samples), u32(track.tick)),
          fullBox('stsc', u32(2), u32(1), u32(half), u32(1), u32(2), u32(track.samples - half), u32(1)),
          fullBox('stsz', u32(track.sampleBytes), u32(track.samples)), fullBox('stco', u32(2), u32(dataAt), u32(dataAt + half * track.sampleBytes)))
      : box('stbl', fullBox('stsd', u32(1), entry), fullBox('stts', u32(0)), fullBox('stsc', u32(0)), fullBox('stsz', u32(0), u32(0)), fullBox('stco', u32(0)));
    const trak = box('trak', fullBox('tkhd', zeros(8), u32(1), zeros(68)),
      box('mdia', fullBox('mdhd', zeros(8), u32(track.rate), u32(track.headerTicks), zeros(4)), fullBox('hdlr', zeros(4), text('soun'), zeros(13)), box('minf', stbl)));
    const mvex = track.table === 'fragmented' ? box('mvex', fullBox('trex', u32(1), u32(1), u32(track.tick), u32(track.sampleBytes), u32(0))) : [];
    const moov = box('moov', fullBox('mvhd', zeros(8), u32(1000), u32(1), zeros(80)), trak, mvex);
    const moof = track.table === 'fragmented' ? fragment(track.samples, moofBytes(track.samples) + 8) : [];
    return [...box('ftyp', text('isom'), u32(0)), ...moov, ...moof, ...box('mdat', sampleData)];
  };
  const first = build(0);
  return Uint8Array.from(build(first.length - sampleData.length));
}

/**
 * A moof for track 1: tfhd with default-base-is-moof, one trun with a data offset and nothing per sample,
 * so trex's default duration and size apply.
 */
const fragment = (samples: number, dataOffset: number) =>
  box('moof', fullBox('mfhd', u32(1)), box('traf', box('tfhd', [0, 2, 0, 0], u32(1)), box('trun', [0, 0, 0, 1], u32(samples), u32(dataOffset))));
const moofBytes = (samples: number) => fragment(samples, 0).length;

/** Every trun's per-sample durations set to 1 tick, and every mdhd's and mvhd's duration to nothing. */
function forgeDurations(m4a: Uint8Array): Uint8Array {
  const forged = m4a.slice();
  const view = new DataView(forged.buffer);
  const walk = (boxes: Mp4Box[]) => {
    for (const found of boxes) {
      if (['moov', 'trak', 'mdia', 'moof', 'traf'].includes(found.type)) walk(readBoxes(forged, found.content, found.end));
      if (found.type === 'mdhd' || found.type === 'mvhd') view.setBigUint64(found.content + 24, 0n);
      if (found.type !== 'trun') continue;
      expect(view.getUint32(found.content) & 0xffffff).toBe(0x301); // data offset, durations and sizes
      for (let i = 0; i < view.getUint32(found.content + 4); i++) view.setUint32(found.content + 12 + 8 * i, 1);
    }
  };
  walk(readBoxes(forged, 0, forged.length));
  return forged;
}

describe('readMp4Seconds', () => {
  it.each(M4A)('measures %s, fragmented MP4 from Chromium\'s MediaRecorder, to within 0.3 s', (name) => {
    expect(Math.abs(readMp4Seconds(readAudioFixture(name))! - AUDIO_FIXTURE_SECONDS[name])).toBeLessThan(0.3);
  });

  it.each(M4A)('counts the Opus packets of %s when every duration is forged to nothing', (name) => {
    expect(readMp4Seconds(forgeDurations(readAudioFixture(name)))).toBeGreaterThan(AUDIO_FIXTURE_SECONDS[name] - 0.3);
  });

  it('reads a progressive file\'s sample table, and its packets when the table\'s durations are forged', () => {
    const honest = { codec: 'Opus', rate: 48_000, samples: 150, sampleBytes: 10, tick: 960, headerTicks: 144_000, table: 'progressive' } as const;
    expect(readMp4Seconds(mp4(honest))).toBeCloseTo(3, 5);
    expect(readMp4Seconds(mp4({ ...honest, tick: 1, headerTicks: 1 }))).toBeCloseTo(3, 5);
  });

  it('counts AAC frames as 1024 samples each, whatever the durations say', () => {
    const aac = { codec: 'mp4a', rate: 16_000, samples: 47, sampleBytes: 40, tick: 1, headerTicks: 1, table: 'progressive' } as const;
    expect(readMp4Seconds(mp4(aac))).toBeCloseTo((47 * 1024) / 16_000, 5);
  });

  it('uses trex\'s default duration and size for a run that names none', () => {
    const fragmented = { codec: 'Opus', rate: 48_000, samples: 100, sampleBytes: 12, tick: 1920, headerTicks: 0, table: 'fragmented' } as const;
    // 100 samples of 1920 ticks claim 4 s; the packets inside are 20 ms each (2 s): the larger is counted.
    expect(readMp4Seconds(mp4(fragmented))).toBeCloseTo(4, 5);
    expect(readMp4Seconds(mp4({ ...fragmented, tick: 1 }))).toBeCloseTo(2, 5);
  });

  it('answers null or no more than the whole file for every truncation, and never throws', () => {
    expectTruncationsBounded(readMp4Seconds, readAudioFixture('mediarecorder-3s.m4a'), 101);
  });

  it('answers null for what is not an MP4 with an AAC or Opus sound track', () => {
    expect(readMp4Seconds(new Uint8Array(0))).toBeNull();
    expect(readMp4Seconds(Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))).toBeNull();
    const flac = readAudioFixture('mediarecorder-3s.m4a').slice();
    flac.set(text('fLaC'), Buffer.from(flac).indexOf('Opus'));
    expect(readMp4Seconds(flac)).toBeNull();
  });

  it('refuses, in one pass (a walk that backtracks would time the test out), runs that name more samples than the file could hold', () => {
    const honest = mp4({ codec: 'Opus', rate: 48_000, samples: 10, sampleBytes: 10, tick: 960, headerTicks: 0, table: 'fragmented' });
    // Four megabytes of fragments, each claiming 2^32 - 1 samples laid out from its own start to the end of the file.
    const moof = fragment(0xffffffff, 0);
    const forged = new Uint8Array(4 * 1024 * 1024);
    forged.set(honest);
    for (let at = honest.length; at + moof.length <= forged.length; at += moof.length) forged.set(moof, at);
    expect(readMp4Seconds(forged)).toBeNull();
  });
});
