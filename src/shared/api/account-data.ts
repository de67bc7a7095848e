/** /api/account: 'Download my data' (JSON) and 'Delete my account'. */
import { z } from 'zod';

export const deleteAccountSchema = z.object({ email: z.string({ message: 'Type your email address to confirm.' }).trim().max(320) });

export const accountExportSchema = z.object({
  format: z.literal('parley-account-export'),
  version: z.number().int(),
  exported_at: z.string(),
  account: z.object({ email: z.string().optional(), name: z.string().optional(), created_at: z.string().optional(), full_name: z.string().nullable(), message_count: z.number().int() }),
  subscription: z.object({ status: z.string().nullable(), price_id: z.string().nullable(), current_period_end: z.number().nullable() }).nullable(),
  learner_profile: z.object({ level: z.string().nullable(), goals: z.string(), facts: z.array(z.object({ fact: z.string(), created_at: z.string() })) }),
  conversations: z.array(
    z.object({
      id: z.string(),
      teacher: z.string(),
      topic: z.string(),
      mode: z.string(),
      started_at: z.string(),
      updated_at: z.string(),
      messages: z.array(z.object({ role: z.string(), content: z.string(), is_feedback: z.boolean(), created_at: z.string() })),
    }),
  ),
  notebook: z.array(z.object({ kind: z.string(), front: z.string(), back: z.string(), note: z.string(), teacher: z.string().nullable(), created_at: z.string(), next_review: z.string() })),
  reviews: z.array(z.object({ kind: z.string(), rating: z.number().int(), reviewed_at: z.string() })),
  /** Corrections the learner marked "That's not right" (the entries themselves left the Notebook). */
  correction_reports: z.array(z.object({ rule: z.string(), front: z.string(), back: z.string(), note: z.string(), teacher: z.string().nullable(), reported_at: z.string() })),
  /** Each pronunciation check: the sentence and each word's verdict (no audio is ever kept). */
  pronunciation_checks: z.array(z.object({ teacher: z.string(), text: z.string(), engine: z.string(), words: z.unknown(), checked_at: z.string() })),
  practice_days: z.array(z.object({ day: z.string(), messages: z.number().int(), seconds: z.number() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
