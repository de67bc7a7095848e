/**
 * Request counters shared by every server process (per-address rate limits, sign-in throttling): the
 * count of the current fixed window and of the one before it, from which a sliding window is estimated.
 */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  /** The previous window's count, when it is the window just before `windowStart`; else 0. */
  previousCount: integer('previous_count').notNull().default(0),
});
