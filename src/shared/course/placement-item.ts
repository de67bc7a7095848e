/**
 * One placement question as its data file holds it (src/server/features/placement/items/<lang>.json). Listening
 * items have `audio`: the teacher's voice says it (keyless through eSpeak NG) and the learner answers what they heard.
 */
import { z } from 'zod';

import { PLACEMENT_LEVELS, PLACEMENT_SKILLS } from './placement-constants';

export { PLACEMENT_LEVELS, PLACEMENT_SKILLS, type PlacementLevel, type PlacementSkill } from './placement-constants';

export const placementItemSchema = z.object({
  /** '<lang>-<skill>-<level>-NN', e.g. 'en-grammar-b1-03' */
  id: z.string().regex(/^[a-z]{2}-(vocabulary|grammar|listening)-(a1|a2|b1|b2|c1)-\d{2}$/),
  skill: z.enum(PLACEMENT_SKILLS),
  level: z.enum(PLACEMENT_LEVELS),
  /** The question as shown; a gap is written as "___". */
  prompt: z.string().trim().min(1),
  /** Listening only: what the voice says (the prompt then asks about it). */
  audio: z.string().trim().min(1).optional(),
  options: z.array(z.string().trim().min(1)).min(3).max(4),
  answer: z.number().int().min(0).max(3),
});

export type PlacementItem = z.infer<typeof placementItemSchema>;
