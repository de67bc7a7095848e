/** GET /api/admin/usage: the usage ledger summarized for the admin panel's Usage view. Money in US dollars. */
import { z } from 'zod';

export const usageQuerySchema = z.object({
  days: z.coerce.number({ message: 'days must be a number' }).int().min(1, 'days must be 1 to 90').max(90, 'days must be 1 to 90').default(30),
});

const usageTotalsSchema = z.object({
  model_calls: z.number(),
  prompt_tokens: z.number(),
  completion_tokens: z.number(),
  speech_characters: z.number(),
  transcription_seconds: z.number(),
  /** Clock minutes (per account) in which a conversation reply was produced. */
  conversation_minutes: z.number(),
  /** Estimated cost per provider, e.g. { openai: 0.0123, elevenlabs: 0.5 }. */
  cost_by_provider: z.record(z.string(), z.number()),
  cost: z.number(),
});

/** UTC day, e.g. '2026-11-23', with its totals. */
export const usageDaySchema = usageTotalsSchema.extend({ day: z.string() });
export const usageAccountSchema = z.object({ user_id: z.string().nullable(), label: z.string(), calls: z.number(), cost: z.number() });

export const usageSummarySchema = z.object({
  days: z.array(usageDaySchema),
  totals: usageTotalsSchema,
  /** Total estimated cost divided by conversation minutes; null when there were none. */
  cost_per_conversation_minute: z.number().nullable(),
  top_accounts: z.array(usageAccountSchema),
});

/** GET /api/admin/usage/reported-corrections: learners' "That's not right" reports per rule, most reported first. */
export const reportedRuleSchema = z.object({
  /** e.g. 'subject-verb-agreement', 'harper:Spelling', 'es:gustar'; 'model' for the paid model's notes, 'unknown' when none was named. */
  rule: z.string(),
  reports: z.number().int(),
  learners: z.number().int(),
  last_reported_at: z.string(),
  /** The latest reported correction of this rule. */
  example: z.object({ front: z.string(), back: z.string() }),
});
export const reportedCorrectionsSchema = z.object({ total: z.number().int(), rules: z.array(reportedRuleSchema) });
