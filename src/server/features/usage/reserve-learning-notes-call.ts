/**
 * The notebook's side call (one small model call per counted message, after the reply) is bounded like
 * every paid call: at most PAID_MODEL_CALLS_PER_DAY a day per owner, taken atomically. Past it the
 * message is simply not noted; the reply and the learner's day are unaffected.
 */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { giveBackAllowance, takeAllowance } from './take-allowance';
import { ownerKey, type UsageOwner } from './usage-owner';

/** Null when today's allowance is used up; otherwise a `giveBack` for a call that produced nothing. */
export async function reserveLearningNotesCall(db: Database, env: Env, owner: UsageOwner): Promise<{ giveBack: () => Promise<void> } | null> {
  const allowance = { owner: ownerKey(owner), metric: 'learning-notes', amount: 1 } as const;
  if (!(await takeAllowance(db, { ...allowance, limit: env.PAID_MODEL_CALLS_PER_DAY }))) return null;
  return { giveBack: () => giveBackAllowance(db, allowance) };
}
