import { describe, expect, it } from 'vitest';
import { AUDIO_FIXTURE_SECONDS, expectTruncationsBounded, readAudioFixture } from '../../../../../tests/support/audio-fixtures';
import { readElement } from './ebml-element';
import { readWebmSeconds } from './read-webm-seconds';

const WEBM = ['mediarecorder-3s.webm', 'mediarecorder-6s.webm'] as const;
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const indexOf = (bytes: Uint8Array, pattern: number[], from = 0) => Buffer.from(bytes).indexOf(Buffer.from(pattern), from);
const join = (...parts: ArrayLike<number>[]) => new Uint8Array(Buffer.concat(parts.map((part) => Uint8Array.from(part))));

describe('readWebmSeconds', () => {
  it.each(WEBM)('measures %s, recorded by Chromium\'s MediaRecorder, to within 0.3 s', (name) => {
    expect(Math.abs(readWebmSeconds(readAudioFixture(name))! - AUDIO_FIXTURE_SECONDS[name])).toBeLessThan(0.3);
  });

  it('still measures the blocks when Info carries a bogus 1 ms Duration', () => {
    const webm = readAudioFixture('mediarecorder-6s.webm');
    const info = indexOf(webm, [0x15, 0x49, 0xa9, 0x66]);
    const header = readElement(webm, info)!;
    const duration = [0x44, 0x89, 0x84, ...new Uint8Array(new Float32Array([1]).buffer).reverse()];
    // The Info element grows by the Duration's 7 bytes; its one-byte size is rewritten to match.
    const doctored = join(webm.subarray(0, info + 4), [0x80 | (header.size! + duration.length)], duration, webm.subarray(header.dataStart));
    expect(readElement(doctored, info)!.size).toBe(header.size! + 7);
    expect(readWebmSeconds(doctored)).toBeGreaterThan(5.7);
  });

  it('counts the Opus packets when the timestamps are forged to nothing', () => {
    const webm = readAudioFixture('mediarecorder-6s.webm').slice();
    const scale = indexOf(webm, [0x2a, 0xd7, 0xb1, 0x83]);
    webm.set([0, 0, 1], scale + 4); // TimecodeScale 1 ns: 6 s of block times shrink to 6 µs
    expect(readWebmSeconds(webm)).toBeGreaterThan(5.7);
  });

  it('finds the clusters hidden behind a broken element, as a demuxer does', () => {
    const webm = readAudioFixture('mediarecorder-6s.webm');
    const second = indexOf(webm, CLUSTER, indexOf(webm, CLUSTER) + 1);
    const broken = [0xec, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xfe]; // a Void claiming far more than the file
    expect(readWebmSeconds(join(webm.subarray(0, second), broken, webm.subarray(second)))).toBeGreaterThan(5.7);
  });

  it('answers null or no more than the whole file for every truncation, and never throws', () => {
    expectTruncationsBounded(readWebmSeconds, readAudioFixture('mediarecorder-3s.webm'), 97);
  });

  it('answers null for what is not an Opus WebM', () => {
    expect(readWebmSeconds(new Uint8Array(0))).toBeNull();
    expect(readWebmSeconds(Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251))).toBeNull();
    const vorbis = readAudioFixture('mediarecorder-3s.webm').slice();
    vorbis.set(new TextEncoder().encode('A_VORB'), indexOf(vorbis, Array.from(new TextEncoder().encode('A_OPUS'))));
    expect(readWebmSeconds(vorbis)).toBeNull();
  });

  it('walks 4 MB of cluster headers in one pass (a walk that backtracks would time the test out)', () => {
    const webm = readAudioFixture('mediarecorder-3s.webm');
    const header = webm.subarray(0, indexOf(webm, CLUSTER));
    const clusters = new Uint8Array(4 * 1024 * 1024).map((_, i) => CLUSTER[i % 4]!);
    expect(readWebmSeconds(join(header, clusters))).toBe(0);
  });
});
