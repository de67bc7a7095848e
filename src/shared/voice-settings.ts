/**
 * The learner's voice preferences (ADR 010), shared by the settings route and the voice bar. Plain
 * TypeScript (no zod) so the browser bundle stays small; the contract's schemas
 * (api/voice-settings.ts) are built from these same choices.
 */
import { SPEECH_AUTO_SUBMIT_DELAY_MS } from './constants';

/** Pauses after which spoken words are sent; `null` means 'Only when I tap'. */
export const SEND_AFTER_CHOICES_MS = [1_000, 1_500, 2_500, 4_000] as const;

export const SPEECH_RECOGNITION_CHOICES = ['browser', 'server'] as const;
export type SpeechRecognitionChoice = (typeof SPEECH_RECOGNITION_CHOICES)[number];

/** The settings as GET and PUT /api/me/voice-settings answer them. */
export type VoiceSettings = { send_after_ms: (typeof SEND_AFTER_CHOICES_MS)[number] | null; allow_interrupt: boolean; recognition: SpeechRecognitionChoice };

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { send_after_ms: SPEECH_AUTO_SUBMIT_DELAY_MS, allow_interrupt: false, recognition: 'browser' };

export const isSendAfterChoice = (value: unknown): value is VoiceSettings['send_after_ms'] =>
  value === null || (SEND_AFTER_CHOICES_MS as readonly unknown[]).includes(value);

export const isRecognitionChoice = (value: unknown): value is SpeechRecognitionChoice => (SPEECH_RECOGNITION_CHOICES as readonly unknown[]).includes(value);

/** Settings stored by an older version, or edited by hand, fall back to the defaults. */
export function toVoiceSettings(value: unknown): VoiceSettings | null {
  if (!value || typeof value !== 'object') return null;
  const { send_after_ms, allow_interrupt, recognition } = value as Record<string, unknown>;
  if (!isSendAfterChoice(send_after_ms) || typeof allow_interrupt !== 'boolean' || !isRecognitionChoice(recognition)) return null;
  return { send_after_ms, allow_interrupt, recognition };
}

/** '1.5s', '4s': the pause as the live transcript says it ('Will send in 1.5s'). */
export const formatPause = (ms: number) => `${ms / 1000}s`;
