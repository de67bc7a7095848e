/** GET /api/progress: streak, practice totals and the 30-day activity chart. */
import { z } from 'zod';
import { wordResultSchema } from './pronunciation';

export const progressSchema = z.object({
  streak_days: z.number().int(),
  days_practised: z.number().int(),
  minutes_practised: z.number(),
  messages: z.number().int(),
  words_learned: z.number().int(),
  corrections_reviewed: z.number().int(),
  /** The last 30 days, oldest first (UTC days). */
  activity: z.array(z.object({ day: z.string(), messages: z.number().int(), minutes: z.number() })),
  /** Pronunciation checks made (Maya's Pronunciation check and Review's Say it), and the latest one. */
  pronunciation: z.object({
    attempts: z.number().int(),
    last: z
      .object({ text: z.string(), checked_at: z.string(), word_count: z.number().int(), ok_count: z.number().int(), words: z.array(wordResultSchema) })
      .nullable(),
  }),
});
