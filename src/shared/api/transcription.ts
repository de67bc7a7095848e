/** POST /functions/v1/transcribe?teacher_slug=&duration_ms=: one recorded turn (raw audio body) → { text }. */
import { z } from 'zod';

/** The longest recording accepted, in seconds. */
export const MAX_AUDIO_SECONDS = 60;

export const transcribeQuerySchema = z.object({
  teacher_slug: z.string().max(64),
  duration_ms: z.coerce
    .number({ message: 'duration_ms must be a number' })
    .int('duration_ms must be a whole number')
    .min(1, 'duration_ms must be positive')
    .max(MAX_AUDIO_SECONDS * 1000, `A recording may last at most ${MAX_AUDIO_SECONDS} seconds.`),
});

export const transcriptionSchema = z.object({ text: z.string() });
