import { describe, expect, it } from 'vitest';
import { opusPacketSamples } from './opus-packet-samples';

describe('opusPacketSamples', () => {
  it('reads the frame size and count from the TOC byte', () => {
    expect(opusPacketSamples([(1 << 3) | 0])).toBe(960); // SILK 20 ms, one frame
    expect(opusPacketSamples([(3 << 3) | 1])).toBe(2 * 2880); // SILK 60 ms, two frames
    expect(opusPacketSamples([(13 << 3) | 2])).toBe(2 * 960); // hybrid 20 ms, two frames
    expect(opusPacketSamples([(16 << 3) | 0])).toBe(120); // CELT 2.5 ms
    expect(opusPacketSamples([(15 << 3) | 3, 0x83])).toBe(3 * 960); // what Chrome records: three 20 ms frames
  });

  it('caps a packet at 120 ms and counts an empty or malformed one as a concealed frame', () => {
    expect(opusPacketSamples([(31 << 3) | 3, 63])).toBe(5760);
    expect(opusPacketSamples([])).toBe(960);
    expect(opusPacketSamples([(31 << 3) | 3])).toBe(960);
    expect(opusPacketSamples([(31 << 3) | 3, 0])).toBe(960);
  });
});
