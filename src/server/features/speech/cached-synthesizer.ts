/**
 * Keeps recent audio in memory: teachers repeat greetings and learners replay sentences, and a
 * repeat should not cost a second paid request. Identical concurrent requests share one synthesis.
 */
import { InFlightCoalescer } from './coalesce-in-flight';
import { LruByteCache } from './lru-byte-cache';
import type { SpeechAudio, SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export function createCachedSynthesizer(inner: SpeechSynthesizer, options: { maxBytes?: number } = {}): SpeechSynthesizer {
  const cache = new LruByteCache<SpeechAudio>(options.maxBytes ?? DEFAULT_CACHE_BYTES);
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
          cache.set(key, fresh, fresh.bytes.byteLength); // failures are not cached: the next call retries
          return fresh;
        },
        request.signal,
      );
      return { ...audio, isFromCache: !hasCalledProvider };
    },
  };
}
