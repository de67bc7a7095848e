/** Counts a learner message towards today's practice: one more message, and the time since the last one. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { practiceDays } from '../../db/schema';

/** A gap longer than this is a pause, not practice; a first message counts this much. */
export const MAX_COUNTED_GAP_SECONDS = 300;
export const FIRST_MESSAGE_SECONDS = 60;

export async function recordPracticeTime(db: Database, userId: string, lastActivity: Date | null, now = new Date()) {
  const gap = lastActivity ? Math.round((now.getTime() - lastActivity.getTime()) / 1000) : FIRST_MESSAGE_SECONDS;
  const seconds = Math.max(0, Math.min(gap, MAX_COUNTED_GAP_SECONDS));
  const day = now.toISOString().slice(0, 10);
  await db
    .insert(practiceDays)
    .values({ userId, day, messages: 1, seconds })
    .onConflictDoUpdate({
      target: [practiceDays.userId, practiceDays.day],
      set: { messages: sql`${practiceDays.messages} + 1`, seconds: sql`${practiceDays.seconds} + ${seconds}` },
    });
}
