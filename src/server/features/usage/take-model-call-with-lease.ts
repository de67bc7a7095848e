/**
 * A subscriber's streamed reply takes two things before it starts: one model call from today's budget and
 * a free reply slot. Both are taken in one statement, composed of the statements that take each alone
 * (one round trip on every streamed reply); when another reply of the same learner wins the slot this
 * one picked, the slot is taken again on its own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { acquireReplyLease, type ReplyLease, replyLease, takeSlotSql } from './acquire-reply-lease';
import { type AllowanceMetric, takeAllowanceSql } from './take-allowance';

type Input = { owner: string; userId: string; metric: AllowanceMetric; limit: number; slots: number; now?: Date };

export async function takeModelCallWithLease(db: Database, input: Input): Promise<{ isAllowanceTaken: boolean; lease: ReplyLease | null }> {
  const now = input.now ?? new Date();
  const token = randomUUID();
  const allowance = takeAllowanceSql({ owner: input.owner, metric: input.metric, amount: 1, limit: input.limit, now });
  const slot = takeSlotSql(input.userId, input.slots, token, now, sql`exists (select 1 from allowance)`);
  const [row] = await selectRows<{ taken: number | string; slot: number | null }>(
    db,
    sql`with allowance as (${allowance}), lease as (${slot})
        select (select count(*) from allowance) as taken, (select slot from lease) as slot`,
  );
  const isAllowanceTaken = Number(row?.taken ?? 0) > 0;
  if (!isAllowanceTaken) return { isAllowanceTaken, lease: null };
  if (row?.slot != null) return { isAllowanceTaken, lease: replyLease(db, input.userId, row.slot, token) };
  // Another reply of this learner took the slot this one picked: try again on its own.
  return { isAllowanceTaken, lease: await acquireReplyLease(db, input.userId, input.slots, now) };
}
