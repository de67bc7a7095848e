/**
 * Writes one row of the usage ledger for a call that reached a paid provider: chat tokens, speech
 * characters or transcription seconds, with its estimated cost from the configured unit prices.
 */
import type { SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { runPart, type StatementPart } from '../../db/run-together';
import { estimateCostMicros, type UsageUnits } from './estimate-cost';
import type { UsageOwner } from './usage-owner';
import type { UsagePrices } from './usage-prices';

export type UsageRecord = UsageUnits & {
  owner: UsageOwner;
  /** What the call was for, e.g. the chat mode; optional for calls that have only one purpose. */
  purpose?: string;
  model: string;
};

/** Records the call. */
export async function recordUsage(db: Database, prices: UsagePrices, record: UsageRecord): Promise<{ costMicros: number }> {
  const part = usageRowPart(prices, record);
  await runPart(db, part);
  return { costMicros: part.costMicros };
}

/**
 * The usage row as a statement part, to be written in one statement with the rest of the call's
 * bookkeeping (`alongside`: freeing its reply slot; the chat's turn runs beside it): one round trip, and
 * all of it or none is written.
 */
export function usageRowPart(prices: UsagePrices, record: UsageRecord, alongside?: SQL): StatementPart<void> & { costMicros: number } {
  const costMicros = estimateCostMicros(record, prices);
  const insert = sql`insert into usage_events (user_id, demo_session_id, kind, purpose, provider, model, prompt_tokens, completion_tokens, characters, seconds, cost_micros)
    values (${'userId' in record.owner ? record.owner.userId : null}, ${'demoSessionId' in record.owner ? record.owner.demoSessionId : null},
      ${record.kind}, ${record.purpose ?? null}, ${record.provider}, ${record.model}, ${record.promptTokens ?? 0}, ${record.completionTokens ?? 0},
      ${record.characters ?? 0}, ${record.seconds ?? 0}, ${costMicros})`;
  return {
    ctes: [['usage_row', insert], ...(alongside ? [['usage_alongside', alongside] as const] : [])],
    answer: sql`true`,
    read: () => undefined,
    costMicros,
  };
}
