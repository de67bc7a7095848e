/** Grades one recalled card with FSRS (ts-fsrs) and schedules its next review. */
import { and, eq } from 'drizzle-orm';
import { type CardInput, fsrs, type Grade } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { notebookEntries, reviewLogs } from '../../db/schema';
import { AppError } from '../../http/app-error';

const scheduler = fsrs();

export async function gradeReviewCard(db: Database, userId: string, entryId: string, rating: Grade, now = new Date()): Promise<{ next_due: string }> {
  const [entry] = await db.select().from(notebookEntries).where(and(eq(notebookEntries.id, entryId), eq(notebookEntries.userId, userId))).limit(1);
  if (!entry) throw new AppError('entry_not_found', 'This notebook entry could not be found.', 404);
  const { card } = scheduler.next(entry.card as CardInput, now, rating);
  await db.transaction(async (tx) => {
    await tx.update(notebookEntries).set({ card, due: card.due }).where(eq(notebookEntries.id, entry.id));
    await tx.insert(reviewLogs).values({ userId, entryId: entry.id, kind: entry.kind, rating, reviewedAt: now });
  });
  return { next_due: card.due.toISOString() };
}
