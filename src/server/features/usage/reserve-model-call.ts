/**
 * Decides, before a chat call, whether it may reach the paid model, and takes what it costs from the
 * caller's budgets. Counted messages were already taken by the free-message (or demo) gate.
 * - free account with messages left: tool calls (and interview questions) at most N a day, then the
 *   offline tutor answers them (WordNet definitions, canned grammar tips): nothing paid, nothing broken;
 * - spent free account: every uncounted call is answered by the offline tutor;
 * - subscriber: N model calls a day and M replies streaming at once, past them a 429 with a plain sentence.
 */
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { acquireReplyLease } from './acquire-reply-lease';
import { concurrentRepliesReached, dailyModelCallsReached } from './budget-messages';
import { findCallerPlan } from './find-caller-plan';
import { giveBackAllowance, takeAllowance } from './take-allowance';
import { ownerKey, type UsageOwner } from './usage-owner';

export type ModelCallReservation = {
  /** True when the call must be answered by the offline tutor instead of the paid model. */
  useOffline: boolean;
  /** Frees the reply slot; call it once the reply is finished, whatever happened. */
  release: () => Promise<void>;
  /** Gives back the daily allowance when the paid model produced nothing. */
  giveBack: () => Promise<void>;
};

const NOTHING = async () => {};
const OFFLINE: ModelCallReservation = { useOffline: true, release: NOTHING, giveBack: NOTHING };
const PAID_UNBOUNDED: ModelCallReservation = { useOffline: false, release: NOTHING, giveBack: NOTHING };

export async function reserveModelCall(
  db: Database,
  env: Env,
  input: { owner: UsageOwner; isCountedMessage: boolean; isStream: boolean },
): Promise<ModelCallReservation> {
  const owner = ownerKey(input.owner);
  const plan = await findCallerPlan(db, input.owner);
  if (plan !== 'subscriber') {
    // A counted message already passed its gate (2 free or demo messages): that is its budget.
    if (input.isCountedMessage) return PAID_UNBOUNDED;
    if (plan === 'spent' || plan === 'just-spent') return OFFLINE;
    const allowance = { owner, metric: 'tool-calls', amount: 1 } as const;
    if (!(await takeAllowance(db, { ...allowance, limit: env.FREE_TOOL_CALLS_PER_DAY }))) return OFFLINE;
    return { useOffline: false, release: NOTHING, giveBack: () => giveBackAllowance(db, allowance) };
  }

  const userId = 'userId' in input.owner ? input.owner.userId : owner;
  const allowance = { owner, metric: 'model-calls', amount: 1 } as const;
  if (!(await takeAllowance(db, { ...allowance, limit: env.PAID_MODEL_CALLS_PER_DAY }))) {
    throw new AppError('daily_limit_reached', dailyModelCallsReached(env.PAID_MODEL_CALLS_PER_DAY), 429);
  }
  if (!input.isStream) return { useOffline: false, release: NOTHING, giveBack: () => giveBackAllowance(db, allowance) };
  const lease = await acquireReplyLease(db, userId, env.PAID_CONCURRENT_REPLIES);
  if (!lease) {
    await giveBackAllowance(db, allowance);
    throw new AppError('too_many_replies', concurrentRepliesReached(env.PAID_CONCURRENT_REPLIES), 429);
  }
  return { useOffline: false, release: lease.release, giveBack: () => giveBackAllowance(db, allowance) };
}
