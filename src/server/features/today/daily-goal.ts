/** The learner's daily goal in minutes (a row of daily_plans; the reminder shares the row). */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_DAILY_GOAL_MINUTES } from '#/shared/today';
import type { Database } from '../../db/client';
import { dailyPlans } from '../../db/schema';

export async function readDailyGoal(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ goalMinutes: dailyPlans.goalMinutes }).from(dailyPlans).where(eq(dailyPlans.userId, userId));
  return row?.goalMinutes ?? DEFAULT_DAILY_GOAL_MINUTES;
}

export async function setDailyGoal(db: Database, userId: string, goalMinutes: number): Promise<number> {
  await db
    .insert(dailyPlans)
    .values({ userId, goalMinutes, unsubscribeToken: randomBytes(24).toString('base64url') })
    .onConflictDoUpdate({ target: dailyPlans.userId, set: { goalMinutes, updatedAt: sql`now()` } });
  return goalMinutes;
}
