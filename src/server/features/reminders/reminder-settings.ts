/** The learner's daily reminder: read and save its hour and time zone (a row of daily_plans, shared with the daily goal). */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ReminderSettingsDto } from '#/shared/api/reminders';
import type { Database } from '../../db/client';
import { dailyPlans } from '../../db/schema';
import { dateToSkipWhenSaved } from './local-time';

/** A learner without a row has no reminder; the time zone shown is UTC, the column's default. */
export async function readReminderSettings(db: Database, userId: string): Promise<ReminderSettingsDto> {
  const [row] = await db.select({ hour: dailyPlans.reminderHour, timeZone: dailyPlans.timeZone }).from(dailyPlans).where(eq(dailyPlans.userId, userId));
  return { is_on: row?.hour != null, hour: row?.hour ?? null, time_zone: row?.timeZone ?? 'UTC' };
}

export async function saveReminderSettings(db: Database, userId: string, settings: { hour: number | null; timeZone: string }, now = new Date()): Promise<ReminderSettingsDto> {
  const skipDate = dateToSkipWhenSaved(settings.hour, settings.timeZone, now);
  await db
    .insert(dailyPlans)
    .values({ userId, reminderHour: settings.hour, timeZone: settings.timeZone, reminderSentOn: skipDate, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({
      target: dailyPlans.userId,
      // greatest() ignores null and never moves the date back: a day a scheduler has just claimed stays claimed.
      set: { reminderHour: settings.hour, timeZone: settings.timeZone, reminderSentOn: sql`greatest(${dailyPlans.reminderSentOn}, ${skipDate}::date)`, updatedAt: sql`now()` },
    });
  return { is_on: settings.hour !== null, hour: settings.hour, time_zone: settings.timeZone };
}

/** The emailed link's secret turns the reminder off, signed in or not. False when no plan has this token. */
export async function unsubscribeByToken(db: Database, token: string): Promise<boolean> {
  const rows = await db
    .update(dailyPlans)
    .set({ reminderHour: null, updatedAt: sql`now()` })
    .where(eq(dailyPlans.unsubscribeToken, token))
    .returning({ userId: dailyPlans.userId });
  return rows.length > 0;
}
