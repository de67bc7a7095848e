import { describe, expect, it } from 'vitest';
import { PcmSamples } from './play-pcm-stream';

describe('PcmSamples', () => {
  it('reads 16-bit little-endian samples, keeping one split between chunks whole', () => {
    const bytes = new Uint8Array(new Int16Array([0, 16_384, -32_768, 32_767, -1]).buffer);
    const samples = new PcmSamples();
    const read = [...samples.take(bytes.subarray(0, 3)), ...samples.take(bytes.subarray(3, 7)), ...samples.take(bytes.subarray(7))];
    expect(read).toEqual([0, 0.5, -1, 32_767 / 32_768, -1 / 32_768]);
  });
});
