/** ElevenLabs text-to-speech over plain fetch (MP3 as a whole file, raw PCM from its streaming endpoint); the teacher's voice id is an ElevenLabs voice id. */
import { kindForStatus } from '../../lib/provider-error';
import { fetchNotingBilled } from './fetch-noting-billed';
import { readBodyChunks } from './read-body-chunks';
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export type ElevenLabsSynthesizerOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

// ElevenLabs refuses speeds outside 0.7-1.2. Parley's slow mode (0.5) therefore becomes 0.7, the
// slowest ElevenLabs allows: noticeably slower, though not half speed.
const MIN_SPEED = 0.7;
const ELEVENLABS_MODEL = 'eleven_multilingual_v2';
const MAX_SPEED = 1.2;
/** Raw 16-bit mono PCM at 24 kHz, which ElevenLabs' streaming endpoint offers on every plan. */
const STREAM_FORMAT = { name: 'pcm_24000', sampleRate: 24_000 };

export function createElevenLabsSynthesizer(options: ElevenLabsSynthesizerOptions): SpeechSynthesizer {
  const baseUrl = (options.baseUrl ?? 'https://api.elevenlabs.io').replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 30_000;
  const providerName = `ElevenLabs (${new URL(baseUrl).host})`;
  return {
    providerName,
    isOffline: false,
    usageLabel: { provider: 'elevenlabs', model: ELEVENLABS_MODEL },
    async synthesize(request: SpeechRequest) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      let bytes: Uint8Array;
      let response: Response;
      try {
        response = await post(`${baseUrl}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}`, request, signal);
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        throw explain(error, request.signal, timeout);
      }
      if (bytes.length === 0) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
      const contentType = response.headers.get('content-type') ?? '';
      return { bytes, contentType: contentType.startsWith('audio/') ? contentType : 'audio/mpeg' };
    },
    async synthesizeStream(request: SpeechRequest) {
      // The time limit is for the answer to begin; a long text may then take longer to stream.
      const upstream = new AbortController();
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(), timeoutMs);
      const signal = AbortSignal.any([upstream.signal, timeout.signal, ...(request.signal ? [request.signal] : [])]);
      let response: Response;
      try {
        response = await post(`${baseUrl}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}/stream?output_format=${STREAM_FORMAT.name}`, request, signal);
      } catch (error) {
        throw explain(error, request.signal, timeout.signal);
      } finally {
        clearTimeout(timer);
      }
      if (!response.body) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
      return { sampleRate: STREAM_FORMAT.sampleRate, chunks: readBodyChunks(response.body, upstream) };
    },
  };

  async function post(url: string, request: SpeechRequest, signal: AbortSignal): Promise<Response> {
    const response = await fetchNotingBilled(request.onBilledRequest)(url, {
      method: 'POST',
      headers: { 'xi-api-key': options.apiKey, 'content-type': 'application/json', accept: 'audio/mpeg' },
      body: JSON.stringify({
        text: request.text,
        model_id: ELEVENLABS_MODEL,
        voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: clampSpeed(request.speed) },
      }),
      signal,
    });
    if (!response.ok) throw new SpeechProviderError(providerName, kindForStatus(response.status), await describeFailure(response), response.status);
    return response;
  }

  function explain(error: unknown, callerSignal: AbortSignal | undefined, timeout: AbortSignal): unknown {
    if (error instanceof SpeechProviderError) return error;
    if (callerSignal?.aborted) return callerSignal.reason; // the caller gave up: not a provider failure
    if (timeout.aborted) return new SpeechProviderError(providerName, 'timeout', 'ElevenLabs timed out', 504);
    return new SpeechProviderError(providerName, 'unavailable', `ElevenLabs request failed: ${error instanceof Error ? error.message : String(error)}`, 502, { cause: error });
  }
}

function clampSpeed(speed: number): number {
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, speed));
}

/** ElevenLabs errors look like { detail: { status, message } } or { detail: "..." }. */
async function describeFailure(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text;
  try {
    const parsed = JSON.parse(text) as { detail?: { message?: string } | string };
    detail = typeof parsed.detail === 'string' ? parsed.detail : (parsed.detail?.message ?? text);
  } catch {
    // not JSON: keep the raw text
  }
  return `ElevenLabs failed (${response.status})${detail ? `: ${detail.slice(0, 200)}` : ''}`;
}
