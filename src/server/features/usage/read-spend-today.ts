/** Today's (UTC) estimated spend per provider from the usage ledger: one indexed range read, for /metrics. */
import { gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usageEvents } from '../../db/schema';
import { utcDay } from './take-allowance';

/** Provider → US dollars since 00:00 UTC. */
export async function readSpendToday(db: Database, now = new Date()): Promise<Map<string, number>> {
  const rows = await db
    .select({ provider: usageEvents.provider, costMicros: sql<number>`coalesce(sum(${usageEvents.costMicros}), 0)::float8` })
    .from(usageEvents)
    .where(gte(usageEvents.createdAt, new Date(`${utcDay(now)}T00:00:00Z`)))
    .groupBy(usageEvents.provider);
  return new Map(rows.map((row) => [row.provider, Number(row.costMicros) / 1_000_000]));
}
