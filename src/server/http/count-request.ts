/** Counts one request against a fixed time window, atomically and across processes. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestCounters } from '../db/schema';

export async function countRequest(db: Database, key: string, windowMs: number, now = Date.now()): Promise<number> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`case when ${requestCounters.windowStart} = excluded.window_start then ${requestCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: requestCounters.count });
  return row!.count;
}

/** Gives back one request counted at `countedAt`, unless its window has already been replaced by a newer one. */
export async function refundRequest(db: Database, key: string, windowMs: number, countedAt: number): Promise<void> {
  const windowStart = Math.floor(countedAt / windowMs) * windowMs;
  await db
    .update(requestCounters)
    .set({ count: sql`greatest(${requestCounters.count} - 1, 0)` })
    .where(and(eq(requestCounters.key, key), eq(requestCounters.windowStart, windowStart)));
}
