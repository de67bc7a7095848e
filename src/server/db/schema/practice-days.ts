/** One row per learner per day practised (UTC): messages sent and seconds spent, for streaks and charts. */
import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const practiceDays = pgTable(
  'practice_days',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    messages: integer('messages').notNull().default(0),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
