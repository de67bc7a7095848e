/**
 * At most N replies in progress per subscriber. Each lease is a row in one of N slots; a slot is taken by
 * an atomic upsert that succeeds only if the slot is free or its lease expired, so a crashed process
 * frees its slots when the expiry passes.
 */
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { replyLeases } from '../../db/schema';

/** Longer than any reply may take (the provider times out after 30 s, with one retry). */
export const REPLY_LEASE_TTL_MS = 2 * 60 * 1000;

export type ReplyLease = {
  release: () => Promise<void>;
  /** The same release as a statement, for callers that write it together with the call's usage. */
  releaseSql: SQL;
};

export async function acquireReplyLease(db: Database, userId: string, slots: number, now = new Date()): Promise<ReplyLease | null> {
  const token = randomUUID();
  const expiresAt = new Date(now.getTime() + REPLY_LEASE_TTL_MS);
  for (let slot = 0; slot < slots; slot += 1) {
    const taken = await db
      .insert(replyLeases)
      .values({ userId, slot, token, expiresAt })
      .onConflictDoUpdate({
        target: [replyLeases.userId, replyLeases.slot],
        set: { token, expiresAt },
        setWhere: sql`${replyLeases.expiresAt} < ${now.toISOString()}`,
      })
      .returning({ slot: replyLeases.slot });
    if (taken.length > 0) {
      return replyLease(db, userId, slot, token);
    }
  }
  return null;
}

/** A held slot; releasing frees it only if it still holds this lease (an expired lease may have been taken by another reply). */
export function replyLease(db: Database, userId: string, slot: number, token: string): ReplyLease {
  const releaseSql = sql`delete from reply_leases where user_id = ${userId} and slot = ${slot} and token = ${token}`;
  return { releaseSql, release: async () => void (await selectRows(db, releaseSql)) };
}
