/** OpenAI's speech API (or a compatible server) through the openai SDK: MP3 as a whole file, raw PCM when streamed. */
import OpenAI from 'openai';
import { chooseOpenAiVoice } from './choose-openai-voice';
import { fromOpenAiError } from '../../lib/provider-error';
import { fetchNotingBilled } from './fetch-noting-billed';
import { readBodyChunks } from './read-body-chunks';
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export type OpenAiSynthesizerOptions = {
  apiKey: string;
  baseURL?: string;
  model?: string;
  voiceFor?: (voiceId: string) => string;
  /** The SDK retries 5xx and timeouts; one retry keeps a spoken sentence from arriving very late. */
  maxRetries?: number;
};

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
/** OpenAI's `pcm` format: 24 kHz, 16-bit little-endian, mono. */
export const OPENAI_PCM_SAMPLE_RATE = 24_000;

export function createOpenAiSynthesizer(options: OpenAiSynthesizerOptions): SpeechSynthesizer {
  const model = options.model ?? 'gpt-4o-mini-tts';
  const voiceFor = options.voiceFor ?? chooseOpenAiVoice;
  // An explicit base URL, so the SDK does not silently pick up OPENAI_BASE_URL from the environment.
  const baseURL = options.baseURL ?? DEFAULT_BASE_URL;
  const client = new OpenAI({ apiKey: options.apiKey, baseURL, timeout: 30_000, maxRetries: options.maxRetries ?? 1 });
  const providerName = `OpenAI speech (${model} at ${new URL(baseURL).host})`;
  // The SDK takes its fetch per client: a request that reports what is billed gets a copy (tens of microseconds).
  const clientFor = (request: SpeechRequest) => (request.onBilledRequest ? client.withOptions({ fetch: fetchNotingBilled(request.onBilledRequest) }) : client);
  return {
    providerName,
    isOffline: false,
    usageLabel: { provider: 'openai', model },
    async synthesize(request: SpeechRequest) {
      let bytes: Uint8Array;
      let contentType = 'audio/mpeg';
      try {
        const response = await clientFor(request).audio.speech.create(
          { model, voice: voiceFor(request.voiceId), input: request.text, speed: request.speed, response_format: 'mp3' },
          { signal: request.signal },
        );
        bytes = new Uint8Array(await response.arrayBuffer());
        // Compatible servers may answer in another format than the MP3 asked for: trust their label.
        const declared = response.headers.get('content-type');
        if (declared?.startsWith('audio/')) contentType = declared;
      } catch (error) {
        throw fromOpenAiError('OpenAI speech', error, request.signal, (kind, message, status) => new SpeechProviderError(providerName, kind, message, status, { cause: error }));
      }
      if (bytes.length === 0) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
      return { bytes, contentType };
    },
    async synthesizeStream(request: SpeechRequest) {
      const upstream = new AbortController();
      const signal = request.signal ? AbortSignal.any([request.signal, upstream.signal]) : upstream.signal;
      let response: Response;
      try {
        response = await clientFor(request).audio.speech.create({ model, voice: voiceFor(request.voiceId), input: request.text, speed: request.speed, response_format: 'pcm' }, { signal });
      } catch (error) {
        throw fromOpenAiError('OpenAI speech', error, request.signal, (kind, message, status) => new SpeechProviderError(providerName, kind, message, status, { cause: error }));
      }
      if (!response.body) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
      return { sampleRate: OPENAI_PCM_SAMPLE_RATE, chunks: readBodyChunks(response.body, upstream) };
    },
  };
}

