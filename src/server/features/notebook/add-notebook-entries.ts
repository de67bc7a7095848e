/**
 * Notes corrections and words in the learner's notebook; the same mistake or word is kept once, and a
 * correction the learner reported as wrong ("That's not right") is not noted again.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import type { Database } from '../../db/client';
import { correctionReports, notebookEntries } from '../../db/schema';

export type NewNotebookEntry = {
  kind: 'correction' | 'word';
  front: string;
  back: string;
  note?: string;
  /** Correction: the learner's sentence `front` was part of (sentenceAround); kept only when it holds `front` and is longer. */
  context?: string | null;
  /** Correction: the rule that made it; missing is stored as 'unknown'. */
  rule?: string;
  teacherSlug?: string | null;
  teacherName?: string | null;
  conversationId?: string | null;
};

export const UNKNOWN_RULE = 'unknown';
/** A longer sentence is not kept around a slip (the model quotes at most 500 characters). */
const MAX_CONTEXT = 500;

export async function addNotebookEntries(db: Database, userId: string, entries: NewNotebookEntry[], now = new Date()): Promise<number> {
  const rows = entries
    .filter((e) => e.front.trim() && e.back.trim() && e.front.trim() !== e.back.trim())
    .map((e) => ({
      ...e,
      userId,
      front: e.front.trim().slice(0, 500),
      back: e.back.trim().slice(0, 1000),
      note: (e.note ?? '').trim().slice(0, 300),
      context: contextOf(e),
      rule: e.kind === 'correction' ? (e.rule?.trim() || UNKNOWN_RULE).slice(0, 100) : null,
      card: createEmptyCard(now),
      due: now,
    }));
  const kept = await withoutReportedCorrections(db, userId, rows);
  if (kept.length === 0) return 0;
  const inserted = await db.insert(notebookEntries).values(kept).onConflictDoNothing().returning({ id: notebookEntries.id });
  return inserted.length;
}

function contextOf(entry: NewNotebookEntry): string | null {
  const context = entry.kind === 'correction' ? entry.context?.trim() : undefined;
  const front = entry.front.trim();
  return context && context.length <= MAX_CONTEXT && context !== front && context.includes(front) ? context : null;
}

async function withoutReportedCorrections<T extends { kind: string; front: string; back: string }>(db: Database, userId: string, rows: T[]): Promise<T[]> {
  const fronts = rows.filter((r) => r.kind === 'correction').map((r) => r.front);
  if (fronts.length === 0) return rows;
  const reported = await db
    .select({ front: correctionReports.front, back: correctionReports.back })
    .from(correctionReports)
    .where(and(eq(correctionReports.userId, userId), inArray(correctionReports.front, fronts)));
  if (reported.length === 0) return rows;
  const isReported = (r: T) => r.kind === 'correction' && reported.some((x) => x.front === r.front && x.back === r.back);
  return rows.filter((r) => !isReported(r));
}
