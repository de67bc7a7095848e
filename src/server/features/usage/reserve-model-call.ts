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
import type { ReplyLease } from './acquire-reply-lease';
import type { SQL } from 'drizzle-orm';
import { runPart, runTogether, type StatementPart } from '../../db/run-together';
import { type UsageRecord, usageRowPart } from './record-usage';
import { usagePricesFrom } from './usage-prices';
import { concurrentRepliesReached, dailyModelCallsReached } from './budget-messages';
import { type CallerPlan, findCallerPlan } from './find-caller-plan';
import { giveBackAllowance, takeAllowance } from './take-allowance';
import { type ModelCallAttempt, modelCallWithLeasePart, settleModelCall } from './take-model-call-with-lease';
import { ownerKey, type UsageOwner } from './usage-owner';

export type ModelCallReservation = {
  /** True when the call must be answered by the offline tutor instead of the paid model. */
  useOffline: boolean;
  /** Frees the reply slot; call it once the reply is finished, whatever happened. */
  release: () => Promise<void>;
  /** Gives back the daily allowance when the paid model produced nothing. */
  giveBack: () => Promise<void>;
  /**
   * Records what the paid model used and frees the reply slot, in one statement; `together` (the chat's
   * turn) is written in the same statement, and its answer returned.
   */
  recordAndRelease: <T = undefined>(record: UsageRecord, together?: StatementPart<T>) => Promise<T | undefined>;
};

const NOTHING = async () => {};

function reservation(db: Database, env: Env, parts: { giveBack?: () => Promise<void>; lease?: ReplyLease }): ModelCallReservation {
  const { lease } = parts;
  return {
    useOffline: false,
    release: lease?.release ?? NOTHING,
    giveBack: parts.giveBack ?? NOTHING,
    recordAndRelease: async (record, together) => {
      const usage = usageRowPart(usagePricesFrom(env), record, lease?.releaseSql);
      if (!together) return void (await runPart(db, usage));
      const [, answer] = await runTogether(db, [usage, together] as const);
      return answer;
    },
  };
}
const OFFLINE: ModelCallReservation = { useOffline: true, release: NOTHING, giveBack: NOTHING, recordAndRelease: async () => undefined };

/** A subscriber's streamed reply: the day's model call and a reply slot, as one statement part (see `reserveModelCall`'s `taken`). */
export function subscriberReplyPart(env: Env, userId: string, when?: SQL): StatementPart<ModelCallAttempt> {
  return modelCallWithLeasePart({ owner: ownerKey({ userId }), userId, metric: 'model-calls', limit: env.PAID_MODEL_CALLS_PER_DAY, slots: env.PAID_CONCURRENT_REPLIES }, when);
}

export async function reserveModelCall(
  db: Database,
  env: Env,
  input: {
    owner: UsageOwner;
    isCountedMessage: boolean;
    isStream: boolean;
    plan?: CallerPlan;
    /** A subscriber's streamed reply whose model call and slot were already attempted with `subscriberReplyPart`, in the plan's statement. */
    taken?: ModelCallAttempt;
  },
): Promise<ModelCallReservation> {
  const owner = ownerKey(input.owner);
  const plan = input.plan ?? (await findCallerPlan(db, input.owner));
  if (plan !== 'subscriber') {
    // A counted message already passed its gate (2 free or demo messages): that is its budget.
    if (input.isCountedMessage) return reservation(db, env, {});
    if (plan === 'spent' || plan === 'just-spent') return OFFLINE;
    const allowance = { owner, metric: 'tool-calls', amount: 1 } as const;
    if (!(await takeAllowance(db, { ...allowance, limit: env.FREE_TOOL_CALLS_PER_DAY }))) return OFFLINE;
    return reservation(db, env, { giveBack: () => giveBackAllowance(db, allowance) });
  }

  const userId = 'userId' in input.owner ? input.owner.userId : owner;
  const allowance = { owner, metric: 'model-calls', amount: 1 } as const;
  if (!input.isStream) {
    if (!(await takeAllowance(db, { ...allowance, limit: env.PAID_MODEL_CALLS_PER_DAY }))) throw modelCallsReached(env);
    return reservation(db, env, { giveBack: () => giveBackAllowance(db, allowance) });
  }
  const { isAllowanceTaken, lease } = await settleModelCall(db, input.taken ?? (await runPart(db, subscriberReplyPart(env, userId))));
  if (!isAllowanceTaken) throw modelCallsReached(env);
  if (!lease) {
    await giveBackAllowance(db, allowance);
    throw new AppError('too_many_replies', concurrentRepliesReached(env.PAID_CONCURRENT_REPLIES), 429);
  }
  return reservation(db, env, { giveBack: () => giveBackAllowance(db, allowance), lease });
}

const modelCallsReached = (env: Env) => new AppError('daily_limit_reached', dailyModelCallsReached(env.PAID_MODEL_CALLS_PER_DAY), 429);
