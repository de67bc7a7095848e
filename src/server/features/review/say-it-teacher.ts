/**
 * Which teacher checks a correction card said aloud ("Say it" in Review): the teacher who made the
 * correction when they teach English (else Maya, the pronunciation coach), and only when the better
 * sentence can be checked; null for words, Spanish corrections and sentences the check would refuse.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type notebookEntries, teachers } from '../../db/schema';
import { canCheckReading } from '../pronunciation/public';

const PRONUNCIATION_COACH = 'maya';

export async function sayItTeachers(db: Database, rows: Array<typeof notebookEntries.$inferSelect>): Promise<Map<string, string | null>> {
  const corrections = rows.filter((row) => row.kind === 'correction');
  const slugs = [...new Set(corrections.map((row) => row.teacherSlug).filter((slug): slug is string => Boolean(slug)))];
  const languages = new Map(
    slugs.length ? (await db.select({ slug: teachers.slug, language: teachers.language }).from(teachers).where(inArray(teachers.slug, slugs))).map((t) => [t.slug, t.language]) : [],
  );
  const chosen = new Map<string, string | null>();
  for (const row of rows) {
    const language = row.teacherSlug ? languages.get(row.teacherSlug) : 'en-US';
    const isEnglish = row.kind === 'correction' && (language ?? 'en-US').toLowerCase().startsWith('en');
    chosen.set(row.id, isEnglish && (await canCheckReading(row.back)) ? (row.teacherSlug && languages.has(row.teacherSlug) ? row.teacherSlug : PRONUNCIATION_COACH) : null);
  }
  return chosen;
}
