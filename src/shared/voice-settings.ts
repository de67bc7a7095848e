/** The learner's voice preferences (ADR 010): shared by the settings route and the voice bar. */
import { z } from 'zod';
import { SPEECH_AUTO_SUBMIT_DELAY_MS } from './constants';

/** Pauses after which spoken words are sent; `null` means 'Only when I tap'. */
export const SEND_AFTER_CHOICES_MS = [1_000, 1_500, 2_500, 4_000] as const;

export const SPEECH_RECOGNITION_CHOICES = ['browser', 'server'] as const;
export type SpeechRecognitionChoice = (typeof SPEECH_RECOGNITION_CHOICES)[number];

export const voiceSettingsSchema = z.strictObject({
  send_after_ms: z
    .number()
    .int()
    .refine((ms) => (SEND_AFTER_CHOICES_MS as readonly number[]).includes(ms), `send_after_ms must be one of ${SEND_AFTER_CHOICES_MS.join(', ')} or null`)
    .nullable(),
  allow_interrupt: z.boolean(),
  recognition: z.enum(SPEECH_RECOGNITION_CHOICES, { message: `recognition must be ${SPEECH_RECOGNITION_CHOICES.join(' or ')}` }),
});

export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = { send_after_ms: SPEECH_AUTO_SUBMIT_DELAY_MS, allow_interrupt: false, recognition: 'browser' };

/** '1.5s', '4s': the pause as the live transcript says it ('Will send in 1.5s'). */
export const formatPause = (ms: number) => `${ms / 1000}s`;
