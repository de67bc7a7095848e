import { and, asc, count, eq, lte } from 'drizzle-orm';
import { REVIEW_SESSION_SIZE, type ReviewSession } from '#/shared/notebook';
import type { Database } from '../../db/client';
import { notebookEntries } from '../../db/schema';
import type { Locale } from '#/shared/i18n/locales';
import { type ShowNotebookEntry, showAsStored, toNotebookEntryDto } from '../notebook/public';
import { sayItTeachers } from './say-it-teacher';

const isDue = (userId: string, now: Date) => and(eq(notebookEntries.userId, userId), lte(notebookEntries.due, now));

export async function countDueCards(db: Database, userId: string, now = new Date()): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notebookEntries).where(isDue(userId, now));
  return row?.n ?? 0;
}

/** The cards due now, the most overdue first, each as it reads in `locale`; a correction says which teacher checks it said aloud. */
export async function getReviewSession(
  db: Database,
  userId: string,
  { showEntry = showAsStored, locale = 'en', now = new Date() }: { showEntry?: ShowNotebookEntry; locale?: Locale; now?: Date } = {},
): Promise<ReviewSession> {
  const rows = await db.select().from(notebookEntries).where(isDue(userId, now)).orderBy(asc(notebookEntries.due)).limit(REVIEW_SESSION_SIZE);
  const sayItWith = await sayItTeachers(db, rows);
  return { due_count: await countDueCards(db, userId, now), cards: rows.map((row) => ({ ...showEntry(toNotebookEntryDto(row), locale), say_it_teacher_slug: sayItWith.get(row.id) ?? null })) };
}
