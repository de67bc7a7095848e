/** Counts one request against a fixed time window, atomically and across processes. */
import { sql } from 'drizzle-orm';
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
