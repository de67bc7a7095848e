/**
 * How many 48 kHz samples an Opus packet decodes to, from its TOC byte (RFC 6716 section 3.1). Every
 * Opus decoder plays exactly this much whatever the container's timestamps claim, so it is the count
 * that cannot be forged down.
 */

/** Frame sizes of configurations 0-31: SILK 10/20/40/60 ms, hybrid 10/20 ms, CELT 2.5/5/10/20 ms. */
const FRAME_SAMPLES = [
  ...Array.from({ length: 12 }, (_, config) => [480, 960, 1920, 2880][config % 4]!),
  ...Array.from({ length: 4 }, (_, config) => [480, 960][config % 2]!),
  ...Array.from({ length: 16 }, (_, config) => [120, 240, 480, 960][config % 4]!),
];
const MAX_PACKET_SAMPLES = 5760; // 120 ms
/** An empty or malformed packet is concealed by the decoder, typically as one 20 ms frame. */
const CONCEALED_SAMPLES = 960;

/** The packet in `bytes` from `start` to `end`: only its first two bytes are read (no copy is needed). */
export function opusPacketSamples(bytes: ArrayLike<number>, start = 0, end = bytes.length): number {
  if (start >= end) return CONCEALED_SAMPLES;
  const toc = bytes[start]!;
  const frame = FRAME_SAMPLES[toc >> 3]!;
  const code = toc & 3;
  if (code === 0) return frame;
  if (code !== 3) return 2 * frame;
  const frames = start + 1 < end ? bytes[start + 1]! & 0x3f : 0;
  return frames === 0 ? CONCEALED_SAMPLES : Math.min(frames * frame, MAX_PACKET_SAMPLES);
}
