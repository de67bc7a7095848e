/** /api/today: what the learner does today — the next lesson, reviews due, a two-minute drill, the daily goal and the streak. */
import { z } from 'zod';
import { COURSE_LANGUAGES, COURSE_LEVELS } from '../course/levels';
import { PRACTICE_SOUNDS } from '../pronunciation';

export { DAILY_GOAL_CHOICES, DEFAULT_DAILY_GOAL_MINUTES, DRILL_SECONDS } from '../today';

/** The next step on the path: a lesson, or the end-of-unit check once a unit's lessons are done. */
const nextLessonSchema = z.object({
  kind: z.enum(['lesson', 'check']),
  /** The lesson's id, or the unit's for a check. */
  id: z.string(),
  title: z.string(),
  unit_id: z.string(),
  unit_title: z.string(),
  /** 'upgrade': a free account's next lesson, behind the subscription. */
  status: z.enum(['open', 'upgrade']),
});

/** A mistake the learner made more than once in kind, and its better form: the drill asks for the better form. */
const drillMistakeSchema = z.object({ id: z.string(), said: z.string(), better: z.string(), note: z.string(), rule_count: z.number().int() });

export const todaySchema = z.object({
  language: z.enum(COURSE_LANGUAGES),
  level: z.enum(COURSE_LEVELS),
  has_placement: z.boolean(),
  /** Null when the path is finished. */
  next_lesson: nextLessonSchema.nullable(),
  reviews_due: z.number().int(),
  drill: z.object({
    /** 'mistakes' when the learner has corrections, else 'sounds' when checks found trouble sounds, else 'none'. */
    kind: z.enum(['mistakes', 'sounds', 'none']),
    mistakes: z.array(drillMistakeSchema),
    sounds: z.array(z.enum(PRACTICE_SOUNDS)),
  }),
  goal_minutes: z.number().int(),
  minutes_today: z.number().int(),
  streak_days: z.number().int(),
});
export type TodayDto = z.infer<typeof todaySchema>;

export const dailyGoalRequestSchema = z
  .object({ goal_minutes: z.union([z.literal(5), z.literal(10), z.literal(15), z.literal(20), z.literal(30)], { message: 'Choose a goal of 5, 10, 15, 20 or 30 minutes.' }) })
  .strict();
export const dailyGoalSchema = z.object({ goal_minutes: z.number().int() });
