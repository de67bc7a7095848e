/** /api/course: the path per study language, lessons (roleplay turns, completion) and end-of-unit checks. */
import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../chat-api';
import { COURSE_LANGUAGES, COURSE_LEVELS, dialogueLineSchema } from '../course/unit';

/** The most learner turns one lesson's roleplay takes: enough to reach every goal with a few tries, and a bound on its cost. */
export const LESSON_MAX_TURNS = 16;
/** An end-of-unit check is passed with this share of right answers. */
export const UNIT_CHECK_PASS_SHARE = 0.8;

export const courseLanguageQuerySchema = z.object({ language: z.enum(COURSE_LANGUAGES, { message: 'language must be "en" or "es"' }).default('en') });

export const lessonStatusSchema = z.enum(['done', 'open', 'locked', 'upgrade']);
export type LessonStatus = z.infer<typeof lessonStatusSchema>;

export const pathSchema = z.object({
  language: z.enum(COURSE_LANGUAGES),
  level: z.enum(COURSE_LEVELS),
  is_level_chosen: z.boolean(),
  has_placement: z.boolean(),
  is_subscriber: z.boolean(),
  next_lesson_id: z.string().nullable(),
  units: z.array(
    z.object({
      id: z.string(),
      level: z.enum(COURSE_LEVELS),
      title: z.string(),
      can_do: z.array(z.string()),
      grammar_point: z.string(),
      teacher_slug: z.string(),
      lessons: z.array(z.object({ id: z.string(), title: z.string(), status: lessonStatusSchema })),
      check: z.object({ status: lessonStatusSchema, best_score: z.number().int().nullable(), total: z.number().int() }),
    }),
  ),
});
export type CoursePath = z.infer<typeof pathSchema>;

export const enrolRequestSchema = z.object({ language: z.enum(COURSE_LANGUAGES), level: z.enum(COURSE_LEVELS) }).strict();

const goalViewSchema = z.object({ id: z.string(), label: z.string(), is_met: z.boolean() });
const phraseViewSchema = z.object({ text: z.string(), use: z.string(), is_used: z.boolean() });

export const lessonRunSchema = z.object({
  id: z.string(),
  turns: z.array(z.object({ role: z.enum(['learner', 'teacher']), content: z.string() })),
  goals: z.array(goalViewSchema),
  phrases: z.array(phraseViewSchema),
  /** What the checker fixed; `is_question`: a change it was not sure enough of to make, asked about instead ('My name are' or 'My name is'?). */
  corrections: z.array(z.object({ original: z.string(), corrected: z.string(), is_question: z.boolean().optional() })),
  pronunciation: z.array(z.object({ phrase: z.string(), score: z.number().int() })),
  learner_turns: z.number().int(),
  max_turns: z.number().int(),
  seconds_spoken: z.number().int(),
  is_complete: z.boolean(),
});
export type LessonRunView = z.infer<typeof lessonRunSchema>;

export const lessonSchema = z.object({
  id: z.string(),
  unit_id: z.string(),
  unit_title: z.string(),
  level: z.enum(COURSE_LEVELS),
  language: z.enum(COURSE_LANGUAGES),
  number: z.number().int(),
  title: z.string(),
  teacher: z.object({ slug: z.string(), name: z.string(), language: z.string() }),
  grammar: z.object({ point: z.string(), explanation: z.string(), examples: z.array(z.string()) }),
  dialogue: z.array(dialogueLineSchema),
  target_phrases: z.array(z.object({ text: z.string(), use: z.string() })),
  scenario: z.object({ setting: z.string(), teacher_role: z.string(), opening: z.string() }),
  next_lesson_id: z.string().nullable(),
  /** True when the unit's check follows this lesson (the unit's last lesson). */
  is_last_of_unit: z.boolean(),
  /** The learner's latest run of this lesson; null until they start one. */
  run: lessonRunSchema.nullable(),
  is_offline: z.boolean(),
});
export type LessonView = z.infer<typeof lessonSchema>;

export const lessonTurnRequestSchema = z
  .object({
    run_id: z.uuid({ message: 'run_id must be a lesson run id' }),
    text: z.string().trim().min(1, 'Say or type something first.').max(MAX_MESSAGE_LENGTH, `Your message must be at most ${MAX_MESSAGE_LENGTH} characters.`),
    /** How long the learner spoke for this turn (0 when typed). */
    seconds_spoken: z.number().min(0).max(120).default(0),
  })
  .strict();

export const lessonTurnResponseSchema = z.object({ reply: z.string(), run: lessonRunSchema });

export const lessonPronunciationRequestSchema = z
  .object({ run_id: z.uuid({ message: 'run_id must be a lesson run id' }), phrase: z.string().max(300), score: z.number().int().min(0).max(100), seconds_spoken: z.number().min(0).max(60).default(0) })
  .strict();

export const unitCheckSchema = z.object({
  unit_id: z.string(),
  title: z.string(),
  items: z.array(z.object({ prompt: z.string(), options: z.array(z.string()) })),
  pass_share: z.number(),
});
export const unitCheckAnswersSchema = z.object({ answers: z.array(z.number().int().min(0).max(3)).max(8) }).strict();
export const unitCheckResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  is_passed: z.boolean(),
  items: z.array(z.object({ is_right: z.boolean(), answer: z.number().int(), explanation: z.string() })),
  next_unit_id: z.string().nullable(),
});

/** What the learner can do now: the can-do statements of every unit whose check they passed (shown on Progress). */
export const canDoReachedSchema = z.object({
  units: z.array(z.object({ unit_id: z.string(), language: z.string(), level: z.string(), unit_title: z.string(), statements: z.array(z.string()) })),
});
export type CanDoReachedDto = z.infer<typeof canDoReachedSchema>;
