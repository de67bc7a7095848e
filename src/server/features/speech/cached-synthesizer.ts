/**
 * Keeps recent audio in memory: teachers repeat greetings and learners replay sentences, and a
 * repeat should not cost a second paid request. Identical concurrent requests share one synthesis.
 */
import { InFlightCoalescer } from './coalesce-in-flight';
import { LRUCache } from 'lru-cache';
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export function createCachedSynthesizer(inner: SpeechSynthesizer, options: { maxBytes?: number } = {}): SpeechSynthesizer {
  // Bounded by the audio's bytes, not by a count of entries; audio larger than the whole cache is not kept.
  const cache = new LRUCache<string, SpeechAudio>({ maxSize: options.maxBytes ?? DEFAULT_CACHE_BYTES, sizeCalculation: (audio) => Math.max(1, audio.bytes.byteLength) });
  const inFlight = new InFlightCoalescer<SpeechAudio>();
  return {
    providerName: inner.providerName,
    isOffline: inner.isOffline,
    usageLabel: inner.usageLabel,
    async synthesize(request: SpeechRequest) {
      const key = JSON.stringify([inner.providerName, request.voiceId, request.speed, request.language, request.text]);
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
  };
}
