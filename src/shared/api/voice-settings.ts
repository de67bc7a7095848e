/** GET and PUT /api/me/voice-settings (ADR 010). */
import { z } from 'zod';
import { isSendAfterChoice, SEND_AFTER_CHOICES_MS, SPEECH_RECOGNITION_CHOICES, type VoiceSettings } from '../voice-settings';
import { sameShape } from './same-shape';

export const voiceSettingsSchema = z.object({
  send_after_ms: z.literal(SEND_AFTER_CHOICES_MS).nullable(),
  allow_interrupt: z.boolean(),
  recognition: z.enum(SPEECH_RECOGNITION_CHOICES),
});

/** PUT body: exactly the three settings, each one of the offered choices. */
export const voiceSettingsRequestSchema = z.strictObject({
  send_after_ms: z
    .number()
    .nullable()
    .refine(isSendAfterChoice, `send_after_ms must be one of ${SEND_AFTER_CHOICES_MS.join(', ')} or null`)
    .transform((ms) => ms as VoiceSettings['send_after_ms']),
  allow_interrupt: z.boolean(),
  recognition: z.enum(SPEECH_RECOGNITION_CHOICES, { message: `recognition must be ${SPEECH_RECOGNITION_CHOICES.join(' or ')}` }),
});

export const voiceSettingsResponseSchema = z.object({ settings: voiceSettingsSchema });

sameShape<z.infer<typeof voiceSettingsSchema>, VoiceSettings>(true);
