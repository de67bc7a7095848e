/**
 * A learner's "That's not right" on one of their own corrections: in one transaction the entry leaves the
 * notebook (and so Review) and a report row keeps its rule and text for the admin panel's count per rule.
 * Reporting it again answers the same; someone else's entry, or a word, is not theirs to report.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { correctionReports, notebookEntries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { UNKNOWN_RULE } from './add-notebook-entries';

export const ENTRY_NOT_FOUND_MESSAGE = 'This notebook entry could not be found.';

export async function reportCorrection(db: Database, userId: string, entryId: string, now = new Date()): Promise<{ isNew: boolean }> {
  return db.transaction(async (tx) => {
    const ownEntry = and(eq(notebookEntries.id, entryId), eq(notebookEntries.userId, userId));
    const [entry] = await tx.delete(notebookEntries).where(and(ownEntry, eq(notebookEntries.kind, 'correction'))).returning();
    if (entry) {
      await tx
        .insert(correctionReports)
        .values({ userId, entryId: entry.id, rule: entry.rule ?? UNKNOWN_RULE, front: entry.front, back: entry.back, note: entry.note, teacherSlug: entry.teacherSlug, reportedAt: now })
        .onConflictDoNothing();
      return { isNew: true };
    }
    const [earlier] = await tx
      .select({ id: correctionReports.id })
      .from(correctionReports)
      .where(and(eq(correctionReports.entryId, entryId), eq(correctionReports.userId, userId)))
      .limit(1);
    if (earlier) return { isNew: false };
    const [word] = await tx.select({ id: notebookEntries.id }).from(notebookEntries).where(ownEntry).limit(1);
    if (word) throw new AppError('not_a_correction', 'Only a correction can be reported. To drop a saved word, remove it.', 400);
    throw new AppError('entry_not_found', ENTRY_NOT_FOUND_MESSAGE, 404);
  });
}
