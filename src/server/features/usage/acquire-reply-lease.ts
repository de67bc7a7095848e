/**
 * At most N replies in progress per subscriber. Each lease is a row in one of N slots; a slot is taken by
 * an atomic upsert that succeeds only if the slot is free or its lease expired, so a crashed process
 * frees its slots when the expiry passes.
 */
import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';

/** Longer than any reply may take (the provider times out after 30 s, with one retry). */
export const REPLY_LEASE_TTL_MS = 2 * 60 * 1000;

export type ReplyLease = {
  release: () => Promise<void>;
  /** The same release as a statement, for callers that write it together with the call's usage. */
  releaseSql: SQL;
};

/**
 * The statement that takes the first free (or expired) slot for `token`, returning its slot. `when` lets a
 * caller make it conditional on another part of the same statement (a budget taken alongside).
 */
export function takeSlotSql(userId: string, slots: number, token: string, now: Date, when: SQL = sql`true`): SQL {
  const expiresAt = new Date(now.getTime() + REPLY_LEASE_TTL_MS).toISOString();
  return sql`insert into reply_leases (user_id, slot, token, expires_at)
    select ${userId}, s.slot, ${token}, ${expiresAt} from generate_series(0, ${slots - 1}::int) as s(slot)
    where ${when} and not exists (select 1 from reply_leases l where l.user_id = ${userId} and l.slot = s.slot and l.expires_at >= ${now.toISOString()})
    order by s.slot limit 1
    on conflict (user_id, slot) do update set token = excluded.token, expires_at = excluded.expires_at
      where reply_leases.expires_at < ${now.toISOString()}
    returning slot`;
}

/** Takes a slot; null when all are held. Another reply taking the chosen slot first costs one more try. */
export async function acquireReplyLease(db: Database, userId: string, slots: number, now = new Date()): Promise<ReplyLease | null> {
  const token = randomUUID();
  for (let attempt = 0; attempt < slots; attempt += 1) {
    const [taken] = await selectRows<{ slot: number }>(db, takeSlotSql(userId, slots, token, now));
    if (taken) return replyLease(db, userId, taken.slot, token);
  }
  return null;
}

/** A held slot; releasing frees it only if it still holds this lease (an expired lease may have been taken by another reply). */
export function replyLease(db: Database, userId: string, slot: number, token: string): ReplyLease {
  const releaseSql = sql`delete from reply_leases where user_id = ${userId} and slot = ${slot} and token = ${token}`;
  return { releaseSql, release: async () => void (await selectRows(db, releaseSql)) };
}
