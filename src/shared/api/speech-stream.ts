/**
 * The streamed form of POST /functions/v1/speech (ADR 022): a browser that sends `Accept: audio/pcm`
 * gets raw 16-bit little-endian mono samples as the provider produces them, their rate in the
 * Content-Type (`audio/pcm;rate=24000`), and plays the first bytes at once. Without it: one audio file.
 */

export const PCM_MEDIA_TYPE = 'audio/pcm';

export function pcmContentType(sampleRate: number): string {
  return `${PCM_MEDIA_TYPE};rate=${sampleRate}`;
}

/** The sample rate of a `audio/pcm;rate=N` Content-Type, or null for anything else. */
export function sampleRateOf(contentType: string | null): number | null {
  if (!contentType?.toLowerCase().startsWith(PCM_MEDIA_TYPE)) return null;
  const rate = Number(/;\s*rate=(\d+)/i.exec(contentType)?.[1]);
  return Number.isInteger(rate) && rate >= 8_000 && rate <= 96_000 ? rate : null;
}
