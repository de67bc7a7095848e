/** The offline default: eSpeak NG compiled to WebAssembly, returning 22,050 Hz 16-bit mono WAV. */
import { chooseEspeakVoice, FALLBACK_ESPEAK_LANGUAGE } from './choose-espeak-voice';
import { loadEspeakWorker } from './load-espeak-worker';
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';
import { encodeWav } from './wav-header';

export function createEspeakSynthesizer(): SpeechSynthesizer {
  return {
    providerName: 'eSpeak NG (offline)',
    isOffline: true,
    async synthesize(request: SpeechRequest) {
      const worker = await loadEspeakWorker().catch((error: unknown) => {
        throw new SpeechProviderError(`eSpeak NG failed to load: ${describe(error)}`, 500);
      });
      request.signal?.throwIfAborted();

      // The module is one global eSpeak instance, but everything from set_voice to the end of
      // synthesize runs synchronously, so no other request can interleave its settings: calls are
      // serialised by the event loop itself. The cost is that a sentence (~0.05-0.1 s) blocks it.
      const settings = chooseEspeakVoice(request);
      if (worker.set_voice('', settings.language) !== 0) worker.set_voice('', FALLBACK_ESPEAK_LANGUAGE);
      worker.set_rate(settings.wordsPerMinute);
      worker.set_pitch(settings.pitch);

      const chunks: Int16Array[] = [];
      try {
        worker.synthesize(request.text, (samples) => {
          chunks.push(samples); // already a copy out of the WASM heap
          return 0;
        });
      } catch (error) {
        throw new SpeechProviderError(`eSpeak NG failed: ${describe(error)}`, 500);
      }
      const samples = concat(chunks);
      if (samples.length === 0) throw new SpeechProviderError(EMPTY_AUDIO_MESSAGE);
      return { bytes: encodeWav(samples, worker.get_samplerate()), contentType: 'audio/wav' };
    },
  };
}

function concat(chunks: Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
