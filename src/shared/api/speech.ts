/**
 * POST /functions/v1/speech (and its fallback path text-to-speech): a text in a teacher's voice, as audio
 * bytes. The browser names the teacher (teacher_slug); teacher_id and voice_id stay for older clients.
 */
import { z } from 'zod';
import { PLAYBACK_SPEED_NORMAL, PLAYBACK_SPEED_SLOW } from '../constants';

export const speechRequestSchema = z.object({
  text: z.string({ message: 'text is required' }).trim().min(1, 'text must not be empty'),
  teacher_slug: z.string().trim().max(64).optional(),
  teacher_id: z.string().trim().max(64).optional(),
  voice_id: z.string().trim().max(64).regex(/^[A-Za-z0-9_-]*$/, 'voice_id is not valid').optional(),
  speed: z
    .number()
    .refine((s) => s === PLAYBACK_SPEED_NORMAL || s === PLAYBACK_SPEED_SLOW, `speed must be ${PLAYBACK_SPEED_NORMAL} or ${PLAYBACK_SPEED_SLOW}`)
    .default(PLAYBACK_SPEED_NORMAL),
  /** 'en': the text is an English gloss (src/shared/speech-segments.ts), read in English whatever the teacher's language. */
  language: z.enum(['en']).optional(),
});

export type SpeechRequest = z.input<typeof speechRequestSchema>;
