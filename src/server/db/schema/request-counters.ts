/** Fixed-window request counters shared by every server process (per-address rate limits). */
import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const requestCounters = pgTable('request_counters', {
  key: text('key').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
});
