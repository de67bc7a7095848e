import { describe, expect, it } from 'vitest';
import { type AudioFixture, AUDIO_FIXTURE_SECONDS, readAudioFixture } from '../../../../../tests/support/audio-fixtures';
import { encodeWav } from '../../speech/wav-header';
import { type AudioExtension, readAudioSeconds } from './read-audio-seconds';
import { readMp4Seconds } from './read-mp4-seconds';
import { readOggSeconds } from './read-ogg-seconds';
import { readWavSeconds } from './read-wav-seconds';
import { readWebmSeconds } from './read-webm-seconds';

const EXTENSIONS: Record<AudioFixture, AudioExtension> = {
  'mediarecorder-3s.webm': 'webm',
  'mediarecorder-6s.webm': 'webm',
  'mediarecorder-3s.m4a': 'm4a',
  'mediarecorder-6s.m4a': 'm4a',
  'webcodecs-opus-3s.ogg': 'ogg',
  'sox-vorbis-3s.ogg': 'ogg',
};

describe('readAudioSeconds', () => {
  it.each(Object.entries(EXTENSIONS) as [AudioFixture, AudioExtension][])('reads %s as %s', (name, extension) => {
    expect(Math.abs(readAudioSeconds(extension, readAudioFixture(name))! - AUDIO_FIXTURE_SECONDS[name])).toBeLessThan(0.3);
  });

  it('reads WAV from its header', () => {
    expect(readAudioSeconds('wav', encodeWav(new Int16Array(16_000 * 2), 16_000))).toBeCloseTo(2, 5);
  });

  it('answers null for bytes in another container than the one named', () => {
    const webm = readAudioFixture('mediarecorder-3s.webm');
    expect(readAudioSeconds('ogg', webm)).toBeNull();
    expect(readAudioSeconds('m4a', webm)).toBeNull();
    expect(readAudioSeconds('wav', webm)).toBeNull();
    expect(readAudioSeconds('webm', readAudioFixture('webcodecs-opus-3s.ogg'))).toBeNull();
  });

  it('has readers that never throw on damaged recordings: each answers null or a finite number', () => {
    const readers = { webm: readWebmSeconds, m4a: readMp4Seconds, ogg: readOggSeconds, wav: readWavSeconds };
    let seed = 1;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    for (const [name, extension] of Object.entries(EXTENSIONS) as [AudioFixture, AudioExtension][]) {
      for (let round = 0; round < 200; round++) {
        const damaged = readAudioFixture(name);
        for (let flips = 0; flips < 1 + round % 20; flips++) damaged[Math.floor(random() * damaged.length)] = Math.floor(random() * 256);
        const seconds = readers[extension](damaged);
        if (!(seconds === null || (Number.isFinite(seconds) && seconds >= 0))) throw new Error(`${name} round ${round}: ${seconds}`);
      }
    }
  });
});
