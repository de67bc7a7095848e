/** GET and PUT /api/me/voice-settings (ADR 010). */
import { z } from 'zod';
import { END_OF_TURN_CHOICES, isSendAfterChoice, SEND_AFTER_CHOICES_MS, SPEECH_RECOGNITION_CHOICES, type VoiceSettings } from '../voice-settings';
import { MAX_PAUSE_MS, MIN_PAUSE_MS, PAUSE_PROFILE_SIZE } from '../turn-taking/pause-profile';
import { TURN_ENDINGS } from '../turn-taking/turn-endings';
import { sameShape } from './same-shape';

export const voiceSettingsSchema = z.object({
  end_of_turn: z.enum(END_OF_TURN_CHOICES),
  send_after_ms: z.literal(SEND_AFTER_CHOICES_MS).nullable(),
  allow_interrupt: z.boolean(),
  recognition: z.enum(SPEECH_RECOGNITION_CHOICES),
});

/** PUT body: exactly the settings, each one of the offered choices (a client without end_of_turn means a fixed pause). */
export const voiceSettingsRequestSchema = z.strictObject({
  end_of_turn: z.enum(END_OF_TURN_CHOICES, { message: `end_of_turn must be ${END_OF_TURN_CHOICES.join(' or ')}` }).default('fixed'),
  send_after_ms: z
    .number()
    .nullable()
    .refine(isSendAfterChoice, `send_after_ms must be one of ${SEND_AFTER_CHOICES_MS.join(', ')} or null`)
    .transform((ms) => ms as VoiceSettings['send_after_ms']),
  allow_interrupt: z.boolean(),
  recognition: z.enum(SPEECH_RECOGNITION_CHOICES, { message: `recognition must be ${SPEECH_RECOGNITION_CHOICES.join(' or ')}` }),
});

const learnerPauseSchema = z.strictObject({ ms: z.number().int().min(MIN_PAUSE_MS).max(MAX_PAUSE_MS), ending: z.enum(TURN_ENDINGS) });

/** The settings and the learner's pause profile (their recent pauses, oldest first: ADR 032). */
export const voiceSettingsResponseSchema = z.object({ settings: voiceSettingsSchema, pauses: z.array(learnerPauseSchema) });

/** POST /api/me/voice-settings/pauses: the pauses of the turns just spoken. */
export const learnerPausesRequestSchema = z.strictObject({ pauses: z.array(learnerPauseSchema).min(1).max(PAUSE_PROFILE_SIZE) });
export const learnerPausesResponseSchema = z.object({ pauses: z.array(learnerPauseSchema) });

sameShape<z.infer<typeof voiceSettingsSchema>, VoiceSettings>(true);
