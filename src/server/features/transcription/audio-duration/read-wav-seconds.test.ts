import { describe, expect, it } from 'vitest';
import { encodeWav } from '../../speech/wav-header';
import { readWavSeconds } from './read-wav-seconds';

describe('readWavSeconds', () => {
  it('reads the duration from the header', () => {
    expect(readWavSeconds(encodeWav(new Int16Array(16_000 * 3), 16_000))).toBeCloseTo(3, 5);
    expect(readWavSeconds(encodeWav(new Int16Array(22_050), 22_050))).toBeCloseTo(1, 5);
  });

  it('counts only the bytes sent when the data size claims more', () => {
    const wav = encodeWav(new Int16Array(16_000 * 2), 16_000);
    expect(readWavSeconds(wav.subarray(0, 44 + 16_000 * 2))).toBeCloseTo(1, 5);
  });

  it('answers null for what is not a WAV', () => {
    expect(readWavSeconds(new Uint8Array(100))).toBeNull();
    expect(readWavSeconds(new TextEncoder().encode('RIFF....WAVEjunk'))).toBeNull();
  });
});
