/**
 * Daily budgets: one conditional INSERT ... ON CONFLICT DO UPDATE ... WHERE both checks and takes, so
 * parallel requests in any number of processes can never take an owner past the limit.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageAllowances } from '../../db/schema';

export type AllowanceMetric = 'tool-calls' | 'model-calls' | 'learning-notes' | 'speech-characters' | 'transcription-seconds';

export type Allowance = { owner: string; metric: AllowanceMetric; amount: number; limit: number; now?: Date };

/** The UTC day an allowance belongs to, e.g. '2026-11-23'. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Takes `amount` from today's allowance; false (and nothing taken) when it would pass `limit`. */
export async function takeAllowance(db: Database, allowance: Allowance): Promise<boolean> {
  if (allowance.amount > allowance.limit) return false;
  const day = utcDay(allowance.now ?? new Date());
  const taken = await db
    .insert(usageAllowances)
    .values({ owner: allowance.owner, day, metric: allowance.metric, used: allowance.amount })
    .onConflictDoUpdate({
      target: [usageAllowances.owner, usageAllowances.day, usageAllowances.metric],
      set: { used: sql`${usageAllowances.used} + ${allowance.amount}` },
      setWhere: sql`${usageAllowances.used} + ${allowance.amount} <= ${allowance.limit}`,
    })
    .returning({ used: usageAllowances.used });
  return taken.length > 0;
}

/** Gives back what a call took when no paid provider was reached after all (failure, cache hit). */
export async function giveBackAllowance(db: Database, allowance: Omit<Allowance, 'limit'>): Promise<void> {
  const day = utcDay(allowance.now ?? new Date());
  await db
    .update(usageAllowances)
    .set({ used: sql`greatest(${usageAllowances.used} - ${allowance.amount}, 0)` })
    .where(and(eq(usageAllowances.owner, allowance.owner), eq(usageAllowances.day, day), eq(usageAllowances.metric, allowance.metric)));
}
