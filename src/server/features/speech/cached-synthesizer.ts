/**
 * Keeps recent audio in memory: teachers repeat greetings and learners replay sentences, and a
 * repeat should not cost a second paid request. Identical concurrent requests share one synthesis.
 * Streamed speech is kept too, whole, once its last byte has arrived (a stream stopped early is not
 * kept); a repeat is then answered at once as one piece (ADR 022).
 */
import { pcmContentType, sampleRateOf } from '#/shared/api/speech-stream';
import { InFlightCoalescer } from './coalesce-in-flight';
import { LRUCache } from 'lru-cache';
import { streamSpeech } from './stream-speech';
import type { SpeechAudio, SpeechRequest, SpeechStream, SpeechSynthesizer } from './speech-synthesizer';

export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

/** Every synthesizer the server holds streams (its provider's own stream, or its WAV in pieces). */
export type StreamingSpeechSynthesizer = SpeechSynthesizer & { synthesizeStream: NonNullable<SpeechSynthesizer['synthesizeStream']> };

export function createCachedSynthesizer(inner: SpeechSynthesizer, options: { maxBytes?: number } = {}): StreamingSpeechSynthesizer {
  // Bounded by the audio's bytes, not by a count of entries; audio larger than the whole cache is not kept.
  const cache = new LRUCache<string, SpeechAudio>({ maxSize: options.maxBytes ?? DEFAULT_CACHE_BYTES, sizeCalculation: (audio) => Math.max(1, audio.bytes.byteLength) });
  const inFlight = new InFlightCoalescer<SpeechAudio>();
  return {
    providerName: inner.providerName,
    isOffline: inner.isOffline,
    usageLabel: inner.usageLabel,
    async synthesize(request: SpeechRequest) {
      const key = keyFor(request, 'file');
      const cached = cache.get(key);
      if (cached) return { ...cached, isFromCache: true }; // callers share these bytes: treat them as read-only
      // Only the caller whose own closure runs pays the provider; callers joining it in flight do not.
      let hasCalledProvider = false;
      const audio = await inFlight.run(
        key,
        async (signal) => {
          hasCalledProvider = true;
          const fresh = await inner.synthesize({ ...request, signal });
          cache.set(key, fresh); // failures are not cached: the next call retries
          return fresh;
        },
        request.signal,
      );
      return { ...audio, isFromCache: !hasCalledProvider };
    },
    async synthesizeStream(request: SpeechRequest): Promise<SpeechStream> {
      const key = keyFor(request, 'pcm');
      const cached = cache.get(key);
      const sampleRate = cached && sampleRateOf(cached.contentType);
      if (cached && sampleRate) return { sampleRate, chunks: onePiece(cached.bytes), isFromCache: true };
      // Not coalesced: each stream is played as it comes, and an identical one at the same moment is rare.
      const fresh = await streamSpeech(inner, request);
      const keep = (bytes: Uint8Array) => {
        if (bytes.byteLength > 0) cache.set(key, { bytes, contentType: pcmContentType(fresh.sampleRate) });
      };
      return { ...fresh, chunks: keepWhenComplete(fresh.chunks, keep) };
    },
  };

  function keyFor(request: SpeechRequest, format: 'file' | 'pcm'): string {
    const key = [inner.providerName, request.voiceId, request.speed, request.language, request.text];
    return JSON.stringify(format === 'file' ? key : [...key, format]);
  }
}

async function* onePiece(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

/** Passes the chunks on and hands over all of them once the last has arrived; a stream left early keeps nothing. */
async function* keepWhenComplete(chunks: AsyncIterable<Uint8Array>, keep: (whole: Uint8Array) => void): AsyncGenerator<Uint8Array> {
  const seen: Uint8Array[] = [];
  for await (const chunk of chunks) {
    seen.push(chunk);
    yield chunk;
  }
  keep(Buffer.concat(seen));
}
