/** /api/learner-profile: level, goals and the facts teachers remember. */
import { z } from 'zod';
import { LEARNER_LEVELS, type LearnerProfileDto, MAX_GOALS_LENGTH } from '../learner-profile';
import { sameShape } from './same-shape';

export const learnerProfileUpdateSchema = z
  .object({
    level: z.enum(LEARNER_LEVELS, { message: `level must be one of ${LEARNER_LEVELS.join(', ')}` }).nullable().optional(),
    goals: z.string().trim().max(MAX_GOALS_LENGTH, `goals must be at most ${MAX_GOALS_LENGTH} characters`).optional(),
  })
  .strict();

export const learnerProfileSchema = z.object({
  level: z.enum(LEARNER_LEVELS).nullable(),
  goals: z.string(),
  facts: z.array(z.object({ id: z.string(), fact: z.string(), created_at: z.string() })),
});

sameShape<z.infer<typeof learnerProfileSchema>, LearnerProfileDto>(true);
