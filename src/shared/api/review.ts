/** /api/review: spaced-repetition practice of notebook entries. */
import { z } from 'zod';
import { notebookEntrySchema } from './notebook';

export const reviewGradeSchema = z
  .object({ rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { message: 'rating must be 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy)' }) })
  .strict();
/**
 * A card of a review session. say_it_teacher_slug: for a correction whose better sentence can be read
 * aloud and checked (English, every word known), the teacher to check it with (POST
 * /functions/v1/pronunciation); otherwise null.
 */
export const reviewCardSchema = notebookEntrySchema.extend({ say_it_teacher_slug: z.string().nullable() });
export const reviewSessionSchema = z.object({ due_count: z.number().int(), cards: z.array(reviewCardSchema) });
export const dueCountResponseSchema = z.object({ due_count: z.number().int() });
export const reviewGradedResponseSchema = z.object({ next_due: z.string() });
