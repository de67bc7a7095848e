/** Notes corrections and words in the learner's notebook; the same mistake or word is kept once. */
import { createEmptyCard } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { notebookEntries } from '../../db/schema';

export type NewNotebookEntry = {
  kind: 'correction' | 'word';
  front: string;
  back: string;
  note?: string;
  teacherSlug?: string | null;
  teacherName?: string | null;
  conversationId?: string | null;
};

export async function addNotebookEntries(db: Database, userId: string, entries: NewNotebookEntry[], now = new Date()): Promise<number> {
  const rows = entries
    .filter((e) => e.front.trim() && e.back.trim() && e.front.trim() !== e.back.trim())
    .map((e) => ({ ...e, userId, front: e.front.trim().slice(0, 500), back: e.back.trim().slice(0, 1000), note: (e.note ?? '').trim().slice(0, 300), card: createEmptyCard(now), due: now }));
  if (rows.length === 0) return 0;
  const inserted = await db.insert(notebookEntries).values(rows).onConflictDoNothing().returning({ id: notebookEntries.id });
  return inserted.length;
}
