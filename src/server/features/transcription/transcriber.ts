/**
 * Server speech recognition: an OpenAI-compatible /audio/transcriptions (OpenAI, or a local Whisper
 * server) through the openai SDK. This is the one place the paid provider is called.
 */
import OpenAI, { toFile } from 'openai';
import type { Env } from '../../config/env';
import { fromOpenAiError, ProviderError } from '../../lib/provider-error';
import { type BilledRequestListener, fetchNotingBilled } from '../speech/public';
import type { AudioUpload } from './read-audio-upload';

/** onBilledRequest: told when the provider holds the request (it bills it even if the caller then hangs up), and when it refused it. */
export type TranscribeOptions = { language: string; signal?: AbortSignal; onBilledRequest?: BilledRequestListener };
export type Transcriber = { providerName: string; model: string; transcribe: (audio: AudioUpload, options: TranscribeOptions) => Promise<string> };

/** Learners' mistakes are what teachers correct, so the transcript must not tidy them away. */
export const VERBATIM_PROMPT =
  'Transcribe exactly what the speaker says, verbatim, as a language learner speaks: keep grammar mistakes, ' +
  'wrong words, repetitions, false starts and hesitations (um, uh, er). Do not correct, complete or rephrase anything.';

const transcribers = new WeakMap<Env, Transcriber | null>();

/** The configured transcriber, or null when no provider is configured (the browser then has Web Speech only). */
export function transcriberFor(env: Env): Transcriber | null {
  if (!transcribers.has(env)) transcribers.set(env, createTranscriber(env));
  return transcribers.get(env)!;
}

function createTranscriber(env: Env): Transcriber | null {
  const baseURL = env.OPENAI_TRANSCRIBE_BASE_URL ?? env.OPENAI_BASE_URL;
  // A local Whisper server named by its own base URL may need no key at all.
  const apiKey = env.OPENAI_TRANSCRIBE_API_KEY ?? (env.OPENAI_TRANSCRIBE_BASE_URL ? 'not-needed' : env.OPENAI_API_KEY);
  if (!apiKey) return null;
  const client = new OpenAI({ apiKey, baseURL, timeout: 30_000, maxRetries: 1 });
  const model = env.OPENAI_TRANSCRIBE_MODEL;
  const providerName = `${model} at ${baseURL ? new URL(baseURL).host : 'api.openai.com'}`;
  return {
    providerName,
    model,
    async transcribe(audio, { language, signal, onBilledRequest }) {
      const file = await toFile(audio.bytes, audio.fileName, { type: audio.contentType });
      const billing = onBilledRequest ? client.withOptions({ fetch: fetchNotingBilled(onBilledRequest) }) : client;
      let result: { text?: unknown };
      try {
        result = await billing.audio.transcriptions.create({ file, model, language, prompt: VERBATIM_PROMPT, response_format: 'json' }, { signal });
      } catch (error) {
        throw fromOpenAiError(providerName, error, signal);
      }
      if (typeof result?.text !== 'string') throw new ProviderError(providerName, 'bad_response', `${providerName} answered without a transcript`);
      return result.text.trim();
    },
  };
}
