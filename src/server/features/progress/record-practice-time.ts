/** Counts a learner message towards today's practice: one more message, and the time since the last one. */
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';

/** A gap longer than this is a pause, not practice; a first message counts this much. */
export const MAX_COUNTED_GAP_SECONDS = 300;
export const FIRST_MESSAGE_SECONDS = 60;

/** The statement that counts one message; the conversation store embeds it so a turn and its practice are written together. */
export function practiceTimeSql(userId: string, lastActivity: Date | null, now = new Date()): SQL {
  const gap = lastActivity ? Math.round((now.getTime() - lastActivity.getTime()) / 1000) : FIRST_MESSAGE_SECONDS;
  const seconds = Math.max(0, Math.min(gap, MAX_COUNTED_GAP_SECONDS));
  const day = now.toISOString().slice(0, 10);
  return sql`insert into practice_days (user_id, day, messages, seconds) values (${userId}, ${day}, 1, ${seconds})
    on conflict (user_id, day) do update set messages = practice_days.messages + 1, seconds = practice_days.seconds + ${seconds}`;
}

