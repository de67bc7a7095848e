import { describe, expect, it } from 'vitest';
import { AUDIO_FIXTURE_SECONDS, expectTruncationsBounded, readAudioFixture } from '../../../../../tests/support/audio-fixtures';
import { readOggSeconds } from './read-ogg-seconds';

const OGG = ['webcodecs-opus-3s.ogg', 'sox-vorbis-3s.ogg'] as const;

/** Where each page starts, by its capture pattern. */
function pageStarts(ogg: Uint8Array): number[] {
  const starts: number[] = [];
  for (let at = Buffer.from(ogg).indexOf('OggS'); at >= 0; at = Buffer.from(ogg).indexOf('OggS', at + 27)) starts.push(at);
  return starts;
}

/** A copy of `ogg` whose every page claims `granule` (the CRC is left stale: a forger would fix it, the reader does not check it). */
function withGranules(ogg: Uint8Array, granule: bigint): Uint8Array {
  const doctored = ogg.slice();
  for (const at of pageStarts(doctored).slice(2)) new DataView(doctored.buffer).setBigUint64(at + 6, granule, true);
  return doctored;
}

describe('readOggSeconds', () => {
  it.each(OGG)('measures %s to within 0.3 s', (name) => {
    expect(Math.abs(readOggSeconds(readAudioFixture(name))! - AUDIO_FIXTURE_SECONDS[name])).toBeLessThan(0.3);
  });

  it.each(OGG)('counts the packets of %s when its granule positions are forged small', (name) => {
    expect(readOggSeconds(withGranules(readAudioFixture(name), 48n))).toBeGreaterThan(2.7);
  });

  it('adds up chained streams', () => {
    const opus = readAudioFixture('webcodecs-opus-3s.ogg');
    const vorbis = readAudioFixture('sox-vorbis-3s.ogg');
    const chained = new Uint8Array(opus.length + vorbis.length);
    chained.set(opus);
    chained.set(vorbis, opus.length);
    expect(readOggSeconds(chained)).toBeCloseTo(readOggSeconds(opus)! + readOggSeconds(vorbis)!, 5);
  });

  it('answers null or no more than the whole file for every truncation, and never throws', () => {
    for (const name of OGG) expectTruncationsBounded(readOggSeconds, readAudioFixture(name), 89);
  });

  it('answers null for what is not Ogg Opus or Vorbis', () => {
    expect(readOggSeconds(new Uint8Array(0))).toBeNull();
    expect(readOggSeconds(Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))).toBeNull();
    const speex = readAudioFixture('webcodecs-opus-3s.ogg').slice();
    speex.set(new TextEncoder().encode('Speex   '), pageStarts(speex)[0]! + 28);
    expect(readOggSeconds(speex)).toBeNull();
  });

  it('reads 4 MB of capture patterns in one pass (a walk that backtracks would time the test out)', () => {
    const patterns = new Uint8Array(4 * 1024 * 1024).map((_, i) => 'OggS'.charCodeAt(i % 4));
    expect(readOggSeconds(patterns)).toBeNull();
  });
});
