/**
 * Deletes what has served its purpose: expired demo sessions, request-counter windows long past, and
 * processed webhook events older than 30 days. One process at a time: a transaction-scoped advisory
 * lock; a process that finds it taken skips this round (another one is pruning the shared database).
 */
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoSessions, rateLimits, requestCounters, stripeEvents, usageAllowances } from '../../db/schema';

export const HOUSEKEEPING_LOCK_ID = 7_240_002;
export const PROCESSED_EVENT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than any request window Parley counts (the longest is one hour). */
export const REQUEST_WINDOW_RETENTION_MS = 24 * 60 * 60 * 1000;

export type PruneCounts = { demoSessions: number; requestCounters: number; rateLimits: number; stripeEvents: number; usageAllowances: number };

export async function pruneExpiredRows(db: Database, now = new Date()): Promise<PruneCounts | null> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_ID}) as locked`)) as unknown as { rows: Array<{ locked: boolean }> };
    if (!lock.rows[0]?.locked) return null;
    const windowCutoff = now.getTime() - REQUEST_WINDOW_RETENTION_MS;
    // One statement after another: a transaction runs on one connection.
    const sessions = (await tx.delete(demoSessions).where(lt(demoSessions.expiresAt, now)).returning({ id: demoSessions.id })).length;
    const counters = (await tx.delete(requestCounters).where(lt(requestCounters.windowStart, windowCutoff)).returning({ key: requestCounters.key })).length;
    const limits = (await tx.delete(rateLimits).where(lt(rateLimits.lastRequest, windowCutoff)).returning({ id: rateLimits.id })).length;
    const eventCutoff = new Date(now.getTime() - PROCESSED_EVENT_RETENTION_MS);
    const events = (await tx.delete(stripeEvents).where(lt(stripeEvents.processedAt, eventCutoff)).returning({ id: stripeEvents.id })).length;
    // Daily budgets are keyed by UTC day: yesterday's may still be read around midnight, older ones never.
    const lastDayKept = new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const allowances = (await tx.delete(usageAllowances).where(lt(usageAllowances.day, lastDayKept)).returning({ day: usageAllowances.day })).length;
    return { demoSessions: sessions, requestCounters: counters, rateLimits: limits, stripeEvents: events, usageAllowances: allowances };
  });
}
