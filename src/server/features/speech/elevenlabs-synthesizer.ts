/** ElevenLabs text-to-speech over plain fetch; the teacher's voice id is an ElevenLabs voice id. */
import { kindForStatus } from '../../lib/provider-error';
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';

export type ElevenLabsSynthesizerOptions = { apiKey: string; baseUrl?: string; timeoutMs?: number };

// ElevenLabs refuses speeds outside 0.7-1.2. Parley's slow mode (0.5) therefore becomes 0.7, the
// slowest ElevenLabs allows: noticeably slower, though not half speed.
const MIN_SPEED = 0.7;
const ELEVENLABS_MODEL = 'eleven_multilingual_v2';
const MAX_SPEED = 1.2;

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
      let response: Response;
      let bytes: Uint8Array;
      try {
        response = await fetch(`${baseUrl}/v1/text-to-speech/${encodeURIComponent(request.voiceId)}`, {
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
        bytes = new Uint8Array(await response.arrayBuffer());
      } catch (error) {
        if (error instanceof SpeechProviderError) throw error;
        if (request.signal?.aborted) throw request.signal.reason; // the caller gave up: not a provider failure
        if (timeout.aborted) throw new SpeechProviderError(providerName, 'timeout', 'ElevenLabs timed out', 504);
        throw new SpeechProviderError(providerName, 'unavailable', `ElevenLabs request failed: ${error instanceof Error ? error.message : String(error)}`, 502, { cause: error });
      }
      if (bytes.length === 0) throw new SpeechProviderError(providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
      const contentType = response.headers.get('content-type') ?? '';
      return { bytes, contentType: contentType.startsWith('audio/') ? contentType : 'audio/mpeg' };
    },
  };
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
