/**
 * Each learner's day on Today (ADR 029): the daily goal in minutes and the opt-in reminder email, sent at
 * the learner's local hour in their time zone. A missing row means a 10-minute goal and no reminder.
 */
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const dailyPlans = pgTable('daily_plans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goalMinutes: integer('goal_minutes').notNull().default(10),
  /** 0-23 in timeZone; null: no reminder. */
  reminderHour: integer('reminder_hour'),
  /** An IANA zone, e.g. 'Europe/Madrid'. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The secret in the reminder's one-click unsubscribe link. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  /** The learner's local date of the last reminder sent; a process claims a day by moving it forward. */
  reminderSentOn: date('reminder_sent_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
