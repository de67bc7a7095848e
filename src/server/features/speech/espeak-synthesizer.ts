/**
 * The offline default: eSpeak NG compiled to WebAssembly, returning 22,050 Hz 16-bit mono WAV.
 * Synthesis runs in worker threads behind a bounded queue (see workers/bounded-worker-pool.ts).
 */
import { availableParallelism } from 'node:os';
import { BoundedWorkerPool, WorkerTaskError } from '../../workers/bounded-worker-pool';
import { chooseEspeakVoice, FALLBACK_ESPEAK_LANGUAGE } from './choose-espeak-voice';
import { type EspeakResult, type EspeakTask, espeakWorkerSource, findEspeakModuleUrl } from './espeak-worker-source';
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export const VOICE_BUSY_MESSAGE = "The teacher's voice is busy right now. Your text is still here: try again in a few seconds.";
export const VOICE_BUSY_RETRY_AFTER_SECONDS = 5;

export type EspeakOptions = {
  /** Worker threads; by default one per core but one, at least one and at most two. */
  threads?: number;
  /** Texts that may wait for a free thread before new ones are refused with 503. */
  maxQueued?: number;
};

export const DEFAULT_ESPEAK_QUEUE = 24;

export function defaultEspeakThreads(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

export function createEspeakSynthesizer(options: EspeakOptions = {}): SpeechSynthesizer & { close: () => Promise<void> } {
  let pool: BoundedWorkerPool | undefined;
  // Created on first use, so servers that use a paid provider never start the threads or load the module.
  const getPool = () =>
    (pool ??= new BoundedWorkerPool({
      name: 'eSpeak NG',
      source: espeakWorkerSource,
      workerData: { moduleUrl: findEspeakModuleUrl() },
      threads: options.threads ?? defaultEspeakThreads(),
      maxQueued: options.maxQueued ?? DEFAULT_ESPEAK_QUEUE,
      busyMessage: VOICE_BUSY_MESSAGE,
      retryAfterSeconds: VOICE_BUSY_RETRY_AFTER_SECONDS,
    }));

  return {
    providerName: 'eSpeak NG (offline)',
    isOffline: true,
    async synthesize(request: SpeechRequest) {
      const settings = chooseEspeakVoice(request);
      const task: EspeakTask = {
        text: request.text,
        language: settings.language,
        fallbackLanguage: FALLBACK_ESPEAK_LANGUAGE,
        wordsPerMinute: settings.wordsPerMinute,
        pitch: settings.pitch,
      };
      let result: EspeakResult;
      try {
        result = await getPool().run<EspeakResult>(task, { signal: request.signal });
      } catch (error) {
        if (error instanceof WorkerTaskError) throw new SpeechProviderError('eSpeak NG (offline)', 'unavailable', `eSpeak NG failed: ${error.message}`, 500, { cause: error });
        throw error; // busy (503) or the caller's abort, as they are
      }
      if (result.sampleCount === 0) throw new SpeechProviderError('eSpeak NG (offline)', 'bad_response', EMPTY_AUDIO_MESSAGE);
      return { bytes: result.wav, contentType: 'audio/wav' };
    },
    close: async () => pool?.close(),
  };
}
