/**
 * The last N days of the usage ledger, per UTC day: model calls and tokens, speech characters,
 * transcription seconds, estimated cost per provider, conversation minutes, and the top accounts by cost.
 * A conversation minute is a clock minute in which one account (or demo session) received at least one
 * conversation reply; cost per conversation minute is the whole cost (tools and speech included) over them.
 */
import { and, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import { COUNTED_PURPOSES } from '#/shared/chat-purposes';
import { DEMO_VISITORS_LABEL, type UsageDay, type UsageSummary } from '#/shared/usage-summary';
import type { Database } from '../../db/client';
import { usageEvents, users } from '../../db/schema';
import { utcDay } from './take-allowance';

const DAY_MS = 24 * 60 * 60 * 1000;
const dollars = (micros: number) => micros / 1_000_000;
const dayOf = sql<string>`to_char(${usageEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function summarizeUsage(db: Database, options: { days?: number; topAccounts?: number; now?: Date } = {}): Promise<UsageSummary> {
  const dayCount = options.days ?? 30;
  const now = options.now ?? new Date();
  const dayKeys = Array.from({ length: dayCount }, (_, i) => utcDay(new Date(now.getTime() - (dayCount - 1 - i) * DAY_MS)));
  const since = new Date(`${dayKeys[0]}T00:00:00Z`);
  const inWindow = gte(usageEvents.createdAt, since);

  const perProvider = await db
    .select({
      day: dayOf,
      provider: usageEvents.provider,
      modelCalls: sql<number>`count(*) filter (where ${usageEvents.kind} = 'chat')::int`,
      promptTokens: sql<number>`coalesce(sum(${usageEvents.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${usageEvents.completionTokens}), 0)::int`,
      speechCharacters: sql<number>`coalesce(sum(${usageEvents.characters}) filter (where ${usageEvents.kind} = 'speech'), 0)::int`,
      transcriptionSeconds: sql<number>`coalesce(sum(${usageEvents.seconds}) filter (where ${usageEvents.kind} = 'transcription'), 0)::float8`,
      costMicros: sql<number>`coalesce(sum(${usageEvents.costMicros}), 0)::float8`,
    })
    .from(usageEvents)
    .where(inWindow)
    .groupBy(dayOf, usageEvents.provider);

  const minutes = await db
    .select({
      day: dayOf,
      minutes: sql<number>`count(distinct (coalesce(${usageEvents.userId}, ${usageEvents.demoSessionId}), date_trunc('minute', ${usageEvents.createdAt})))::int`,
    })
    .from(usageEvents)
    .where(and(inWindow, eq(usageEvents.kind, 'chat'), inArray(usageEvents.purpose, [...COUNTED_PURPOSES])))
    .groupBy(dayOf);

  const accountKey = sql<string | null>`${usageEvents.userId}`;
  const accounts = await db
    .select({
      userId: accountKey,
      email: sql<string | null>`max(${users.email})`,
      calls: sql<number>`count(*)::int`,
      costMicros: sql<number>`coalesce(sum(${usageEvents.costMicros}), 0)::float8`,
    })
    .from(usageEvents)
    .leftJoin(users, and(isNotNull(usageEvents.userId), eq(users.id, usageEvents.userId)))
    .where(inWindow)
    .groupBy(accountKey)
    .orderBy(desc(sql`coalesce(sum(${usageEvents.costMicros}), 0)`))
    .limit(options.topAccounts ?? 10);

  const days = dayKeys.map((day) => summarizeDay(day, perProvider.filter((row) => row.day === day), minutes.find((row) => row.day === day)?.minutes ?? 0));
  const totals = addDays(days);
  return {
    days,
    totals,
    cost_per_conversation_minute: totals.conversation_minutes > 0 ? totals.cost / totals.conversation_minutes : null,
    top_accounts: accounts.map((a) => ({
      user_id: a.userId,
      label: a.userId ? (a.email ?? `Deleted account ${a.userId}`) : DEMO_VISITORS_LABEL,
      calls: a.calls,
      cost: dollars(a.costMicros),
    })),
  };
}

type ProviderRow = { provider: string; modelCalls: number; promptTokens: number; completionTokens: number; speechCharacters: number; transcriptionSeconds: number; costMicros: number };

function summarizeDay(day: string, rows: ProviderRow[], conversationMinutes: number): UsageDay {
  const sum = (pick: (row: ProviderRow) => number) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    day,
    model_calls: sum((r) => r.modelCalls),
    prompt_tokens: sum((r) => r.promptTokens),
    completion_tokens: sum((r) => r.completionTokens),
    speech_characters: sum((r) => r.speechCharacters),
    transcription_seconds: sum((r) => r.transcriptionSeconds),
    conversation_minutes: conversationMinutes,
    cost_by_provider: Object.fromEntries(rows.map((r) => [r.provider, dollars(Number(r.costMicros))])),
    cost: dollars(sum((r) => r.costMicros)),
  };
}

function addDays(days: UsageDay[]): UsageSummary['totals'] {
  const sum = (pick: (day: UsageDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const costByProvider: Record<string, number> = {};
  for (const day of days) for (const [provider, cost] of Object.entries(day.cost_by_provider)) costByProvider[provider] = (costByProvider[provider] ?? 0) + cost;
  return {
    model_calls: sum((d) => d.model_calls),
    prompt_tokens: sum((d) => d.prompt_tokens),
    completion_tokens: sum((d) => d.completion_tokens),
    speech_characters: sum((d) => d.speech_characters),
    transcription_seconds: sum((d) => d.transcription_seconds),
    conversation_minutes: sum((d) => d.conversation_minutes),
    cost_by_provider: costByProvider,
    cost: sum((d) => d.cost),
  };
}
