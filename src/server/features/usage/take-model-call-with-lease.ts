/**
 * A subscriber's streamed reply takes two things before it starts: one model call from today's budget and
 * a free reply slot. Both are taken in one statement, composed of the statements that take each alone
 * (one round trip on every streamed reply); when another reply of the same learner wins the slot this
 * one picked, the slot is taken again on its own.
 */
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { runPart, type StatementPart } from '../../db/run-together';
import { acquireReplyLease, type ReplyLease, replyLease, takeSlotSql } from './acquire-reply-lease';
import { type AllowanceMetric, takeAllowanceSql } from './take-allowance';

export type ModelCallInput = { owner: string; userId: string; metric: AllowanceMetric; limit: number; slots: number; now?: Date };
export type TakenModelCall = { isAllowanceTaken: boolean; lease: ReplyLease | null };
/** What the statement answers, before a lost slot race is settled. */
export type ModelCallAttempt = { input: ModelCallInput & { now: Date }; token: string; taken: number; slot: number | null };

/**
 * The statement part that takes the model call and a slot; `when` makes both conditional on an earlier
 * part of the same statement (run with the plan read, it takes nothing unless the caller subscribes).
 */
export function modelCallWithLeasePart(input: ModelCallInput, when: SQL = sql`true`): StatementPart<ModelCallAttempt> {
  const now = input.now ?? new Date();
  const token = randomUUID();
  const allowance = takeAllowanceSql({ owner: input.owner, metric: input.metric, amount: 1, limit: input.limit, now }, when);
  const slot = takeSlotSql(input.userId, input.slots, token, now, sql`exists (select 1 from model_call_allowance)`);
  return {
    ctes: [
      ['model_call_allowance', allowance],
      ['model_call_lease', slot],
    ],
    answer: sql`json_build_object('taken', (select count(*) from model_call_allowance), 'slot', (select slot from model_call_lease))`,
    read: (value) => {
      const row = value as { taken: number; slot: number | null } | null;
      return { input: { ...input, now }, token, taken: Number(row?.taken ?? 0), slot: row?.slot ?? null };
    },
  };
}

/** The held lease for an attempt; when another reply of this learner took the chosen slot first, tries again on its own. */
export async function settleModelCall(db: Database, attempt: ModelCallAttempt): Promise<TakenModelCall> {
  const isAllowanceTaken = attempt.taken > 0;
  if (!isAllowanceTaken) return { isAllowanceTaken, lease: null };
  const { userId, slots, now } = attempt.input;
  if (attempt.slot !== null) return { isAllowanceTaken, lease: replyLease(db, userId, attempt.slot, attempt.token) };
  return { isAllowanceTaken, lease: await acquireReplyLease(db, userId, slots, now) };
}

export async function takeModelCallWithLease(db: Database, input: ModelCallInput): Promise<TakenModelCall> {
  return settleModelCall(db, await runPart(db, modelCallWithLeasePart(input)));
}
