/**
 * The learner's voice preferences (ADR 010), shared by the settings route and the voice bar. Plain
 * TypeScript (no zod) so the browser bundle stays small; the contract's schemas
 * (api/voice-settings.ts) are built from these same choices.
 */
import { SPEECH_AUTO_SUBMIT_DELAY_MS } from './constants';

/** Pauses after which spoken words are sent; `null` means 'Only when I tap'. */
export const SEND_AFTER_CHOICES_MS = [1_000, 1_500, 2_500, 4_000] as const;

/**
 * 'adaptive': a turn ends by the words so far and the learner's own pauses (ADR 032); 'fixed': after
 * `send_after_ms` of quiet, the manual override.
 */
export const END_OF_TURN_CHOICES = ['adaptive', 'fixed'] as const;
export type EndOfTurnChoice = (typeof END_OF_TURN_CHOICES)[number];

export const SPEECH_RECOGNITION_CHOICES = ['browser', 'server'] as const;
export type SpeechRecognitionChoice = (typeof SPEECH_RECOGNITION_CHOICES)[number];

/** The settings as GET and PUT /api/me/voice-settings answer them. */
export type VoiceSettings = {
  end_of_turn: EndOfTurnChoice;
  send_after_ms: (typeof SEND_AFTER_CHOICES_MS)[number] | null;
  allow_interrupt: boolean;
  recognition: SpeechRecognitionChoice;
};

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { end_of_turn: 'adaptive', send_after_ms: SPEECH_AUTO_SUBMIT_DELAY_MS, allow_interrupt: false, recognition: 'browser' };

export const isEndOfTurnChoice = (value: unknown): value is EndOfTurnChoice => (END_OF_TURN_CHOICES as readonly unknown[]).includes(value);

/** The wait the voice chat applies: 'adaptive', a fixed number of milliseconds, or null (only on a tap). */
export const chooseTurnWait = (settings: VoiceSettings): 'adaptive' | number | null => (settings.end_of_turn === 'adaptive' ? 'adaptive' : settings.send_after_ms);

export const isSendAfterChoice = (value: unknown): value is VoiceSettings['send_after_ms'] =>
  value === null || (SEND_AFTER_CHOICES_MS as readonly unknown[]).includes(value);

export const isRecognitionChoice = (value: unknown): value is SpeechRecognitionChoice => (SPEECH_RECOGNITION_CHOICES as readonly unknown[]).includes(value);

/**
 * Settings stored by an older version without a choice of end of turn keep a pause they chose (the default
 * one becomes adaptive, as migration 0018 does); settings otherwise invalid fall back to the defaults.
 */
export function toVoiceSettings(value: unknown): VoiceSettings | null {
  if (!value || typeof value !== 'object') return null;
  const { send_after_ms, allow_interrupt, recognition } = value as Record<string, unknown>;
  const { end_of_turn = send_after_ms === DEFAULT_VOICE_SETTINGS.send_after_ms ? 'adaptive' : 'fixed' } = value as Record<string, unknown>;
  if (!isEndOfTurnChoice(end_of_turn) || !isSendAfterChoice(send_after_ms) || typeof allow_interrupt !== 'boolean' || !isRecognitionChoice(recognition)) return null;
  return { end_of_turn, send_after_ms, allow_interrupt, recognition };
}

/** '1.5s', '4s': the pause as the live transcript says it ('Will send in 1.5s'), to a tenth of a second. */
export const formatPause = (ms: number) => `${Math.round(ms / 100) / 10}s`;
