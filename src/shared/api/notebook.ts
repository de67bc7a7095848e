/** /api/notebook: the learner's corrections and saved words. */
import { z } from 'zod';

export const notebookKinds = ['correction', 'word'] as const;

export const notebookListQuerySchema = z.object({ kind: z.enum(notebookKinds, { message: 'kind must be "correction" or "word".' }).optional() });
export const notebookWordSchema = z
  .object({
    word: z.string().trim().min(1, 'word is required').max(60, 'word must be at most 60 characters'),
    definition: z.string().trim().min(1, 'definition is required').max(600),
    example: z.string().trim().max(300).optional(),
    teacher_slug: z.string().max(64).optional(),
  })
  .strict();

export const notebookEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(notebookKinds),
  /** Correction: what the learner said. Word: the word. */
  front: z.string(),
  /** Correction: the better form. Word: its definition. */
  back: z.string(),
  /** Correction: a short why. Word: an example. */
  note: z.string(),
  /** Correction: the learner's sentence `front` was part of, when it is known and longer than `front`. Word: null. */
  context: z.string().nullable(),
  teacher_name: z.string().nullable(),
  created_at: z.string(),
  due: z.string(),
});

export const notebookListResponseSchema = z.object({ entries: z.array(notebookEntrySchema) });
export const wordSavedResponseSchema = z.object({ saved: z.literal(true), is_new: z.boolean() });
/** POST /api/notebook/reports/:id: the learner's "That's not right"; is_new is false when it was reported before. */
export const correctionReportedResponseSchema = z.object({ reported: z.literal(true), is_new: z.boolean() });
