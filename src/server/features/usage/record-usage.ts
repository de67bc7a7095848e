/**
 * Writes one row of the usage ledger for a call that reached a paid provider: chat tokens, speech
 * characters or transcription seconds, with its estimated cost from the configured unit prices.
 */
import type { Database } from '../../db/client';
import { usageEvents } from '../../db/schema';
import { estimateCostMicros, type UsageUnits } from './estimate-cost';
import type { UsageOwner } from './usage-owner';
import type { UsagePrices } from './usage-prices';

export type UsageRecord = UsageUnits & {
  owner: UsageOwner;
  /** What the call was for, e.g. the chat mode; optional for calls that have only one purpose. */
  purpose?: string;
  model: string;
};

export async function recordUsage(db: Database, prices: UsagePrices, record: UsageRecord): Promise<{ costMicros: number }> {
  const costMicros = estimateCostMicros(record, prices);
  await db.insert(usageEvents).values({
    userId: 'userId' in record.owner ? record.owner.userId : null,
    demoSessionId: 'demoSessionId' in record.owner ? record.owner.demoSessionId : null,
    kind: record.kind,
    purpose: record.purpose ?? null,
    provider: record.provider,
    model: record.model,
    promptTokens: record.promptTokens ?? 0,
    completionTokens: record.completionTokens ?? 0,
    characters: record.characters ?? 0,
    seconds: record.seconds ?? 0,
    costMicros,
  });
  return { costMicros };
}
