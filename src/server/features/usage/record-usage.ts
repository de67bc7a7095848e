/**
 * Writes one row of the usage ledger for a call that reached a paid provider: chat tokens, speech
 * characters or transcription seconds, with its estimated cost from the configured unit prices.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/select-rows';
import { estimateCostMicros, type UsageUnits } from './estimate-cost';
import type { UsageOwner } from './usage-owner';
import type { UsagePrices } from './usage-prices';

export type UsageRecord = UsageUnits & {
  owner: UsageOwner;
  /** What the call was for, e.g. the chat mode; optional for calls that have only one purpose. */
  purpose?: string;
  model: string;
};

/**
 * Records the call. `alongside`, a statement of the same call's bookkeeping (freeing its reply slot),
 * runs in the same statement: one round trip, and both or neither are written.
 */
export async function recordUsage(db: Database, prices: UsagePrices, record: UsageRecord, alongside?: SQL): Promise<{ costMicros: number }> {
  const costMicros = estimateCostMicros(record, prices);
  const insert = sql`insert into usage_events (user_id, demo_session_id, kind, purpose, provider, model, prompt_tokens, completion_tokens, characters, seconds, cost_micros)
    values (${'userId' in record.owner ? record.owner.userId : null}, ${'demoSessionId' in record.owner ? record.owner.demoSessionId : null},
      ${record.kind}, ${record.purpose ?? null}, ${record.provider}, ${record.model}, ${record.promptTokens ?? 0}, ${record.completionTokens ?? 0},
      ${record.characters ?? 0}, ${record.seconds ?? 0}, ${costMicros})`;
  await selectRows(db, alongside ? sql`with alongside as (${alongside}) ${insert}` : insert);
  return { costMicros };
}
