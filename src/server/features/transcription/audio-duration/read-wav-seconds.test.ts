import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../speech/wav-header';
import { readWav, readWavSeconds } from './read-wav-seconds';

/** A WAV whose byte-rate field says `byteRate`, whatever its samples are. */
function withByteRate(wav: Uint8Array, byteRate: number): Uint8Array {
  const copy = wav.slice();
  new DataView(copy.buffer).setUint32(28, byteRate, true);
  return copy;
}

describe('readWavSeconds', () => {
  it('counts the seconds in the samples', () => {
    expect(readWavSeconds(encodeWav(new Int16Array(16_000 * 3), 16_000))).toBeCloseTo(3, 5);
    expect(readWavSeconds(encodeWav(new Int16Array(22_050), 22_050))).toBeCloseTo(1, 5);
    expect(readWavSeconds(encodeWav(new Int16Array(16_000 * 2 * 2), 16_000, 2))).toBeCloseTo(2, 5);
  });

  it('counts only the bytes sent when the data size claims more', () => {
    const wav = encodeWav(new Int16Array(16_000 * 2), 16_000);
    expect(readWavSeconds(wav.subarray(0, 44 + 16_000 * 2))).toBeCloseTo(1, 5);
  });

  it('refuses a header whose byte rate disagrees with its format instead of measuring by it', () => {
    // 262 s of 8 kHz audio whose header claims 4 MB a second: once read as 1 s.
    const wav = withByteRate(encodeWav(new Int16Array(8_000 * 262), 8_000), 4_194_304);
    expect(readWavSeconds(wav)).toBeNull();
    expect(readWav(wav)).toEqual({ problem: expect.stringMatching(/byte rate/) });
  });

  it('answers null for what is not a WAV', () => {
    expect(readWavSeconds(new Uint8Array(100))).toBeNull();
    expect(readWavSeconds(new TextEncoder().encode('RIFF....WAVEjunk'))).toBeNull();
  });
});
