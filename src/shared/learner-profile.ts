/** What teachers remember about a learner (issue 12), as the API returns it. */
import type { z } from 'zod';
import type { learnerProfileSchema } from './api/learner-profile';

export const LEARNER_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'not-sure'] as const;
export type LearnerLevel = (typeof LEARNER_LEVELS)[number];
export const MAX_GOALS_LENGTH = 500;

export type LearnerProfileDto = z.infer<typeof learnerProfileSchema>;

export function levelLabel(level: LearnerLevel): string {
  return level === 'not-sure' ? 'Not sure' : level;
}
