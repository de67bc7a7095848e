/**
 * Grades one notebook card with FSRS under the learner's own weights (or the defaults), schedules its next
 * review and logs the grade, in one transaction. Then, off the caller's path, the learner's weights are
 * re-fitted if enough new reviews arrived (ADR 027).
 */
import { and, eq, lte } from 'drizzle-orm';
import type { CardInput, Grade } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { learnerFsrsWeights, notebookEntries, reviewLogs } from '../../db/schema';
import { refitWhenDue } from './fsrs/refit-learner-weights';
import { schedulerFor } from './fsrs/learner-scheduler';
import { log } from '../../lib/logger';

type Entry = typeof notebookEntries.$inferSelect;

/** The learner's entry with their fitted weights (null: the defaults), in one query. */
export async function findCardToGrade(db: Database, userId: string, entryId: string): Promise<{ entry: Entry; weights: number[] | null } | undefined> {
  const [row] = await db
    .select({ entry: notebookEntries, weights: learnerFsrsWeights.weights })
    .from(notebookEntries)
    .leftJoin(learnerFsrsWeights, eq(learnerFsrsWeights.userId, notebookEntries.userId))
    .where(and(eq(notebookEntries.id, entryId), eq(notebookEntries.userId, userId)))
    .limit(1);
  return row;
}

/**
 * `ifDueBy`: grade only if the card is still due at that time (one graded meanwhile, on the Review page or
 * by another message, is left alone). Answers the next due date, or null when the card was not graded.
 */
export async function gradeCard(db: Database, found: { entry: Entry; weights: number[] | null }, rating: Grade, now: Date, options: { ifDueBy?: Date } = {}): Promise<Date | null> {
  const { entry } = found;
  const { card } = schedulerFor(found.weights).next(entry.card as CardInput, now, rating);
  const isGraded = await db.transaction(async (tx) => {
    const where = options.ifDueBy ? and(eq(notebookEntries.id, entry.id), lte(notebookEntries.due, options.ifDueBy)) : eq(notebookEntries.id, entry.id);
    const updated = await tx.update(notebookEntries).set({ card, due: card.due }).where(where).returning({ id: notebookEntries.id });
    if (updated.length === 0) return false;
    await tx.insert(reviewLogs).values({ userId: entry.userId, entryId: entry.id, kind: entry.kind, rating, reviewedAt: now });
    return true;
  });
  if (!isGraded) return null;
  refitWhenDue(db, entry.userId).catch((error: unknown) => log.error({ err: error, userId: entry.userId }, 'review: re-fitting the FSRS weights failed'));
  return card.due;
}
