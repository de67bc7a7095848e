/** /api/review: spaced-repetition practice of notebook entries. */
import { z } from 'zod';
import { notebookEntrySchema } from './notebook';

export const reviewGradeSchema = z
  .object({ rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' }) })
  .strict();
export const reviewSessionSchema = z.object({ due_count: z.number().int(), cards: z.array(notebookEntrySchema) });
export const dueCountResponseSchema = z.object({ due_count: z.number().int() });
export const reviewGradedResponseSchema = z.object({ next_due: z.string() });
