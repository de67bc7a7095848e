/** One interface for every text-to-speech provider: OpenAI speech, ElevenLabs, or offline eSpeak NG. */
import type { BilledRequestListener } from './fetch-noting-billed';

export type SpeechRequest = {
  text: string;
  /** The teacher's voice id (an ElevenLabs voice id in the seed data); providers map it as they can. */
  voiceId: string;
  /** 1 (normal) or 0.5 (slow). */
  speed: number;
  /** BCP-47 language of the text, e.g. 'en-US' or 'es-ES'. */
  language: string;
  signal?: AbortSignal;
  /**
   * Told by a paid provider whether it holds a request it bills for this text: true once sent, false if it
   * refuses it (a retry may send it again). The audio served from memory, or a request that never left, never sets it.
   */
  onBilledRequest?: BilledRequestListener;
};

/** `isFromCache`: served from memory, so no provider was paid for it. */
export type SpeechAudio = { bytes: Uint8Array; contentType: string; isFromCache?: boolean };

/**
 * Speech as it is produced: raw 16-bit little-endian mono PCM at `sampleRate`. The promise of one resolves
 * once the provider has accepted the text (a refusal rejects it, as synthesize() would); `chunks` then
 * yields the audio, and leaving the loop early (the learner stopped it) aborts the provider's request.
 */
export type SpeechStream = { sampleRate: number; chunks: AsyncIterable<Uint8Array>; isFromCache?: boolean };

/** For the usage ledger: the paid provider's id ('openai', 'elevenlabs') and model. Absent when offline. */
export type SpeechUsageLabel = { provider: string; model: string };

export interface SpeechSynthesizer {
  readonly providerName: string;
  readonly isOffline: boolean;
  readonly usageLabel?: SpeechUsageLabel;
  synthesize(request: SpeechRequest): Promise<SpeechAudio>;
  /** Providers that stream; stream-speech.ts reads the others' WAV in pieces. */
  synthesizeStream?(request: SpeechRequest): Promise<SpeechStream>;
}
