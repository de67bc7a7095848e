/** The learner's notebook and review cards, as the API returns them. */
import type { z } from 'zod';
import type { notebookEntrySchema, notebookKinds } from './api/notebook';
import type { progressSchema } from './api/progress';
import type { reviewSessionSchema } from './api/review';

export type NotebookKind = (typeof notebookKinds)[number];
export type NotebookEntryDto = z.infer<typeof notebookEntrySchema>;

/** The four FSRS grades, as the review screen names them. */
export const REVIEW_GRADES = [
  { rating: 1, label: 'Again' },
  { rating: 2, label: 'Hard' },
  { rating: 3, label: 'Good' },
  { rating: 4, label: 'Easy' },
] as const;

export type ReviewSession = z.infer<typeof reviewSessionSchema>;
export const REVIEW_SESSION_SIZE = 20;

export type ProgressDto = z.infer<typeof progressSchema>;
export const ACTIVITY_DAYS = 30;
