/**
 * Counts one request in a sliding window, atomically and across processes. Each key keeps the count of
 * the current fixed window and of the one before it; the estimate is the current count plus the previous
 * count weighted by how much of the previous window still lies within the last `windowMs`. Fixed windows
 * alone let a client send twice the limit around a window's edge (the limit just before it, again just
 * after); the estimate does not forget at the edge.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { requestCounters } from '../db/schema';

export type CountedRequest = {
  /** The estimated number of requests in the last `windowMs`, this one included (not always whole). */
  inWindow: number;
  /** How long until one more request would be estimated at or under `limit`, in ms. */
  retryAfterMs: (limit: number) => number;
};

export async function countRequest(db: Database, key: string, windowMs: number, now = Date.now()): Promise<CountedRequest> {
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, windowStart, count: 1, previousCount: 0 })
    .onConflictDoUpdate({
      target: requestCounters.key,
      // Every right-hand side reads the row as it was, so the order of these assignments does not matter.
      set: {
        previousCount: sql`case when ${requestCounters.windowStart} = excluded.window_start then ${requestCounters.previousCount}
          when ${requestCounters.windowStart} = excluded.window_start - ${windowMs} then ${requestCounters.count} else 0 end`,
        count: sql`case when ${requestCounters.windowStart} = excluded.window_start then ${requestCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: requestCounters.count, previousCount: requestCounters.previousCount });
  const { count, previousCount } = row!;
  const elapsed = now - windowStart;
  return {
    inWindow: count + previousCount * (1 - elapsed / windowMs),
    retryAfterMs: (limit) => {
      const room = limit - 1; // what the estimate may be before one more request is counted
      // This window's count fits: wait for the previous window's share to fade enough.
      if (count <= room) return previousCount > 0 ? Math.max(0, windowMs * (1 - (room - count) / previousCount) - elapsed) : 0;
      // It does not: after this window ends its count becomes the previous one, and fades in turn.
      return windowMs - elapsed + windowMs * (1 - room / count);
    },
  };
}

/** Gives back one request counted at `countedAt`: from its window, or from the previous one if a new window began since. */
export async function refundRequest(db: Database, key: string, windowMs: number, countedAt: number): Promise<void> {
  const windowStart = Math.floor(countedAt / windowMs) * windowMs;
  await db
    .update(requestCounters)
    .set({
      count: sql`case when ${requestCounters.windowStart} = ${windowStart} then greatest(${requestCounters.count} - 1, 0) else ${requestCounters.count} end`,
      previousCount: sql`case when ${requestCounters.windowStart} = ${windowStart + windowMs} then greatest(${requestCounters.previousCount} - 1, 0) else ${requestCounters.previousCount} end`,
    })
    .where(and(eq(requestCounters.key, key), inArray(requestCounters.windowStart, [windowStart, windowStart + windowMs])));
}
