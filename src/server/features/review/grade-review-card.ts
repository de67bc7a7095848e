/** Grades one recalled card on the Review page with FSRS (ts-fsrs, the learner's weights) and schedules its next review. */
import type { Grade } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findCardToGrade, gradeCard } from './grade-card';

export async function gradeReviewCard(db: Database, userId: string, entryId: string, rating: Grade, now = new Date()): Promise<{ next_due: string }> {
  const found = await findCardToGrade(db, userId, entryId);
  if (!found) throw new AppError('entry_not_found', 'This notebook entry could not be found.', 404);
  const due = await gradeCard(db, found, rating, now);
  return { next_due: due!.toISOString() };
}
