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
  notebook: z.array(z.object({ kind: z.string(), front: z.string(), back: z.string(), note: z.string(), context: z.string().nullable(), teacher: z.string().nullable(), created_at: z.string(), next_review: z.string() })),
  reviews: z.array(z.object({ kind: z.string(), rating: z.number().int(), reviewed_at: z.string() })),
  /** Corrections the learner marked "That's not right" (the entries themselves left the Notebook). */
  correction_reports: z.array(z.object({ rule: z.string(), front: z.string(), back: z.string(), note: z.string(), teacher: z.string().nullable(), reported_at: z.string() })),
  /** Each pronunciation check: the sentence and each word's verdict (no audio is ever kept). */
  pronunciation_checks: z.array(z.object({ teacher: z.string(), text: z.string(), engine: z.string(), words: z.unknown(), checked_at: z.string() })),
  practice_days: z.array(z.object({ day: z.string(), messages: z.number().int(), seconds: z.number() })),
  /** Today's daily goal, the reminder email's hour and time zone, and the last local date it was sent or skipped for (null: never set). */
  /** The pauses inside spoken turns after which the learner went on: how long Parley waits for them (ADR 032). */
  speaking_pauses: z.array(z.object({ pause_ms: z.number().int(), ending: z.string(), at: z.string() })),
  daily_plan: z.object({ goal_minutes: z.number().int(), reminder_hour: z.number().int().nullable(), time_zone: z.string(), reminder_sent_on: z.string().nullable() }).nullable(),
  /** The course: placements, the level each path starts at, every lesson run (its roleplay included) and unit check. */
  course: z.object({
    placements: z.array(z.object({ language: z.string(), level: z.string(), skills: z.unknown(), taken_at: z.string() })),
    paths: z.array(z.object({ language: z.string(), level: z.string(), is_chosen_by_learner: z.boolean() })),
    lesson_runs: z.array(z.object({ lesson: z.string(), turns: z.unknown(), goals_met: z.unknown(), corrections: z.unknown(), pronunciation: z.unknown(), seconds_spoken: z.number(), started_at: z.string(), completed_at: z.string().nullable() })),
    unit_checks: z.array(z.object({ unit: z.string(), score: z.number().int(), total: z.number().int(), is_passed: z.boolean(), taken_at: z.string() })),
  }),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
