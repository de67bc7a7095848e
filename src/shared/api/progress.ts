/** GET /api/progress: streak, practice totals and the 30-day activity chart. */
import { z } from 'zod';
import { PRACTICE_SOUNDS, readingScoresSchema, wordResultSchema } from './pronunciation';

export { TROUBLE_SOUND_CHECKS } from '../pronunciation';

export const progressSchema = z.object({
  /** Days practised (a message sent or a pronunciation check made) in a row, ending today or yesterday. */
  streak_days: z.number().int(),
  days_practised: z.number().int(),
  minutes_practised: z.number(),
  messages: z.number().int(),
  words_learned: z.number().int(),
  corrections_reviewed: z.number().int(),
  /** The last 30 days, oldest first (UTC days): messages sent, pronunciation checks made, minutes of conversation. */
  activity: z.array(z.object({ day: z.string(), messages: z.number().int(), checks: z.number().int(), minutes: z.number() })),
  /** Pronunciation checks made (Maya's Pronunciation check and Review's Say it), and the latest one. */
  pronunciation: z.object({
    attempts: z.number().int(),
    last: z
      .object({
        text: z.string(),
        checked_at: z.string(),
        word_count: z.number().int(),
        ok_count: z.number().int(),
        words: z.array(wordResultSchema),
        /** The reading's scores; null for a check made before Parley scored readings. */
        scores: readingScoresSchema.nullable(),
      })
      .nullable(),
    /** Words mispronounced per sound family over the last TROUBLE_SOUND_CHECKS checks, most missed first; families never missed left out. */
    trouble_sounds: z.array(z.object({ sound: z.enum(PRACTICE_SOUNDS), misses: z.number().int() })),
  }),
});
