/**
 * Daily budgets: one conditional INSERT ... ON CONFLICT DO UPDATE ... WHERE both checks and takes, so
 * parallel requests in any number of processes can never take an owner past the limit.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { usageAllowances } from '../../db/schema';

export type AllowanceMetric = 'tool-calls' | 'model-calls' | 'learning-notes' | 'speech-characters' | 'transcription-seconds';

export type Allowance = { owner: string; metric: AllowanceMetric; amount: number; limit: number; now?: Date };

/** The UTC day an allowance belongs to, e.g. '2026-11-23'. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The statement that takes `amount` from today's allowance, returning `used` only when it fits under `limit`.
 * `when` makes it conditional on another part of the same statement (the caller's plan, read alongside).
 */
export function takeAllowanceSql(allowance: Allowance, when: SQL = sql`true`): SQL {
  return sql`insert into usage_allowances (owner, day, metric, used)
    select ${allowance.owner}, ${utcDay(allowance.now ?? new Date())}, ${allowance.metric}, ${allowance.amount}::int where ${when}
    on conflict (owner, day, metric) do update set used = usage_allowances.used + ${allowance.amount}
      where usage_allowances.used + ${allowance.amount} <= ${allowance.limit}
    returning used`;
}

/** Takes `amount` from today's allowance; false (and nothing taken) when it would pass `limit`. */
export async function takeAllowance(db: Database, allowance: Allowance): Promise<boolean> {
  if (allowance.amount > allowance.limit) return false;
  return (await selectRows(db, takeAllowanceSql(allowance))).length > 0;
}

/** Gives back what a call took when no paid provider was reached after all (failure, cache hit). */
export async function giveBackAllowance(db: Database, allowance: Omit<Allowance, 'limit'>): Promise<void> {
  const day = utcDay(allowance.now ?? new Date());
  await db
    .update(usageAllowances)
    .set({ used: sql`greatest(${usageAllowances.used} - ${allowance.amount}, 0)` })
    .where(and(eq(usageAllowances.owner, allowance.owner), eq(usageAllowances.day, day), eq(usageAllowances.metric, allowance.metric)));
}
