/** GET /api/progress: streak, practice totals and the 30-day activity chart. */
import { z } from 'zod';

export const progressSchema = z.object({
  streak_days: z.number().int(),
  days_practised: z.number().int(),
  minutes_practised: z.number(),
  messages: z.number().int(),
  words_learned: z.number().int(),
  corrections_reviewed: z.number().int(),
  /** The last 30 days, oldest first (UTC days). */
  activity: z.array(z.object({ day: z.string(), messages: z.number().int(), minutes: z.number() })),
});
