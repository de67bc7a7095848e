/** The usage ledger (one row per paid provider call) and the budgets that bound it, shared by every process. */
import { bigint, index, integer, pgTable, primaryKey, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Exactly one of userId and demoSessionId is set. No foreign keys: the ledger outlives accounts and demos. */
    userId: text('user_id'),
    demoSessionId: text('demo_session_id'),
    /** 'chat' | 'speech' | 'transcription' */
    kind: text('kind').notNull(),
    /** What the call was for, e.g. the chat mode ('conversation', 'definition', ...). */
    purpose: text('purpose'),
    /** 'openai' | 'elevenlabs' | another paid provider's id */
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    characters: integer('characters').notNull().default(0),
    seconds: real('seconds').notNull().default(0),
    /** Estimated cost in millionths of a US dollar, from the unit prices configured when it was recorded. */
    costMicros: bigint('cost_micros', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('usage_events_created_at_idx').on(table.createdAt), index('usage_events_user_id_idx').on(table.userId)],
);

/** Per-owner, per-UTC-day counters ('tool-calls', 'model-calls', 'speech-characters'), taken atomically. */
export const usageAllowances = pgTable(
  'usage_allowances',
  {
    /** 'user:<id>' or 'demo:<id>' */
    owner: text('owner').notNull(),
    day: text('day').notNull(),
    metric: text('metric').notNull(),
    used: integer('used').notNull(),
  },
  (table) => [primaryKey({ columns: [table.owner, table.day, table.metric] })],
);

/** A reply being produced for a subscriber: one row per slot, free again once released or expired. */
export const replyLeases = pgTable(
  'reply_leases',
  {
    userId: text('user_id').notNull(),
    slot: integer('slot').notNull(),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.slot] })],
);
