/** /api/placement: "Find your level" — adaptive questions, one answer the tutor judges, and "Your level". */
import { z } from 'zod';
import { COURSE_LANGUAGES } from '../course/unit';
import { PLACEMENT_ANSWER_MAX_LENGTH, PLACEMENT_ITEMS_PER_SKILL, PLACEMENT_LEVELS, PLACEMENT_SKILLS } from '../course/placement-constants';

export { PLACEMENT_ANSWER_MAX_LENGTH, PLACEMENT_ITEMS_PER_SKILL, PLACEMENT_MINUTES, SPEAKING_PROMPTS } from '../course/placement-constants';

const answerSchema = z.object({ id: z.string().max(40), choice: z.number().int().min(0).max(3) });

export const placementNextRequestSchema = z
  .object({
    language: z.enum(COURSE_LANGUAGES),
    answers: z.array(answerSchema).max(PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL),
    /** Chosen by the browser when a placement starts: which of a level's questions come. */
    seed: z.number().int().min(0).max(2 ** 31).default(0),
  })
  .strict();

/** The next question (never its answer), or null when the questions are done and the learner's own answer is next. */
export const placementNextResponseSchema = z.object({
  item: z
    .object({ id: z.string(), skill: z.enum(PLACEMENT_SKILLS), prompt: z.string(), audio: z.string().nullable(), options: z.array(z.string()) })
    .nullable(),
  asked: z.number().int(),
  total: z.number().int(),
  /** What the learner is asked to say or write at the end, in the language being placed. */
  speaking_prompt: z.string(),
});

export const placementFinishRequestSchema = placementNextRequestSchema
  .extend({
    answer: z.string().trim().max(PLACEMENT_ANSWER_MAX_LENGTH, `Your answer must be at most ${PLACEMENT_ANSWER_MAX_LENGTH} characters.`),
    answer_mode: z.enum(['spoken', 'written']),
    /** The time ran out before the questions did: the answers so far count, and a skill never asked starts at A1. */
    is_time_up: z.boolean().default(false),
  })
  .strict();

export const skillResultSchema = z.object({ level: z.enum(PLACEMENT_LEVELS), reason: z.string() });
export const placementResultSchema = z.object({
  language: z.enum(COURSE_LANGUAGES),
  level: z.enum(PLACEMENT_LEVELS),
  skills: z.object({ vocabulary: skillResultSchema, grammar: skillResultSchema, listening: skillResultSchema, speaking: skillResultSchema }),
  /** The level the learner's path starts at (the course reaches B2 in English and A2 in Spanish). */
  path_level: z.string(),
  taken_at: z.string(),
});
export type PlacementResult = z.infer<typeof placementResultSchema>;
export type SkillResult = z.infer<typeof skillResultSchema>;

export const placementLatestSchema = z.object({ result: placementResultSchema.nullable() });
