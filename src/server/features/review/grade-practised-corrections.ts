/**
 * A due correction the learner used rightly in a counted chat message is a review rated Good, logged like a
 * grade on the Review page. Runs after the reply is stored, never awaited by it; a card graded meanwhile
 * (no longer due) is left alone.
 */
import { Rating } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { type DueCorrection, findPractisedCorrections } from './find-practised-corrections';
import { findCardToGrade, gradeCard } from './grade-card';

export async function gradePractisedCorrections(db: Database, userId: string, message: string, due: readonly DueCorrection[], now = new Date()): Promise<number> {
  let graded = 0;
  for (const correction of findPractisedCorrections(message, due)) {
    const found = await findCardToGrade(db, userId, correction.id);
    if (found && (await gradeCard(db, found, Rating.Good, now, { ifDueBy: now }))) graded++;
  }
  return graded;
}
