/**
 * A subscriber's streamed reply takes two things before it starts: one model call from today's budget and
 * a free reply slot. Both are taken in one statement (one round trip on every streamed reply); the slot
 * race between two replies of the same learner, which the statement can lose, falls back to trying
 * each slot in turn.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { acquireReplyLease, REPLY_LEASE_TTL_MS, type ReplyLease, replyLease } from './acquire-reply-lease';
import { utcDay } from './take-allowance';

type Input = { owner: string; userId: string; metric: string; limit: number; slots: number; now?: Date };

export async function takeModelCallWithLease(db: Database, input: Input): Promise<{ isAllowanceTaken: boolean; lease: ReplyLease | null }> {
  const now = input.now ?? new Date();
  const token = randomUUID();
  const expiresAt = new Date(now.getTime() + REPLY_LEASE_TTL_MS).toISOString();
  const [row] = await selectRows<{ taken: number | string; slot: number | null }>(
    db,
    sql`with allowance as (
          insert into usage_allowances (owner, day, metric, used) values (${input.owner}, ${utcDay(now)}, ${input.metric}, 1)
          on conflict (owner, day, metric) do update set used = usage_allowances.used + 1
            where usage_allowances.used + 1 <= ${input.limit}
          returning used
        ), free_slot as (
          select s.slot from generate_series(0, ${input.slots - 1}::int) as s(slot)
          where exists (select 1 from allowance)
            and not exists (select 1 from reply_leases l where l.user_id = ${input.userId} and l.slot = s.slot and l.expires_at >= ${now.toISOString()})
          order by s.slot limit 1
        ), lease as (
          insert into reply_leases (user_id, slot, token, expires_at) select ${input.userId}, slot, ${token}, ${expiresAt} from free_slot
          on conflict (user_id, slot) do update set token = excluded.token, expires_at = excluded.expires_at
            where reply_leases.expires_at < ${now.toISOString()}
          returning slot
        )
        select (select count(*) from allowance) as taken, (select slot from lease) as slot`,
  );
  const isAllowanceTaken = Number(row?.taken ?? 0) > 0;
  if (!isAllowanceTaken) return { isAllowanceTaken, lease: null };
  if (row?.slot != null) {
    return { isAllowanceTaken, lease: replyLease(db, input.userId, row.slot, token) };
  }
  // Another reply of this learner took the slot this one picked: try every slot once more.
  return { isAllowanceTaken, lease: await acquireReplyLease(db, input.userId, input.slots, now) };
}
