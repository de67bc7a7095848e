/** How many pronunciation checks the learner made on each UTC day: a day with a check is a day practised. */
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pronunciationAttempts } from '../../db/schema';

export async function countChecksPerDay(db: Database, userId: string): Promise<Map<string, number>> {
  // Text, not a date: both drivers hand it back as 'YYYY-MM-DD', the shape practice_days.day has.
  const day = sql<string>`to_char(${pronunciationAttempts.checkedAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db.select({ day, checks: count() }).from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, userId)).groupBy(day);
  return new Map(rows.map((row) => [row.day, row.checks]));
}
