/** The learner's progress figures, their last 30 days of activity and their pronunciation checks. */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ACTIVITY_DAYS, type ProgressDto } from '#/shared/notebook';
import type { Database } from '../../db/client';
import { notebookEntries, practiceDays, reviewLogs } from '../../db/schema';
import { countChecksPerDay } from './count-checks-per-day';
import { countStreak } from './count-streak';
import { getPronunciationProgress } from './get-pronunciation-progress';

/** FSRS state 2 ('Review'): the word was recalled well enough to leave the learning steps. */
const REVIEW_STATE = 2;

export async function getProgress(db: Database, userId: string, now = new Date()): Promise<ProgressDto> {
  const days = await db.select().from(practiceDays).where(eq(practiceDays.userId, userId)).orderBy(desc(practiceDays.day));
  const [words] = await db
    .select({ n: count() })
    .from(notebookEntries)
    .where(and(eq(notebookEntries.userId, userId), eq(notebookEntries.kind, 'word'), sql`(${notebookEntries.card}->>'state')::int = ${REVIEW_STATE}`));
  const [reviewed] = await db.select({ n: count() }).from(reviewLogs).where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.kind, 'correction')));
  const checksByDay = await countChecksPerDay(db, userId);
  const byDay = new Map(days.map((d) => [d.day, d]));
  // A pronunciation check is practice too: its day counts towards the streak and the days practised.
  const practisedDays = new Set([...byDay.keys(), ...checksByDay.keys()]);
  const activity = Array.from({ length: ACTIVITY_DAYS }, (_, i) => {
    const day = new Date(now.getTime() - (ACTIVITY_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return { day, messages: row?.messages ?? 0, checks: checksByDay.get(day) ?? 0, minutes: Math.round((row?.seconds ?? 0) / 60) };
  });
  return {
    streak_days: countStreak(practisedDays, now),
    days_practised: practisedDays.size,
    minutes_practised: Math.round(days.reduce((sum, d) => sum + d.seconds, 0) / 60),
    messages: days.reduce((sum, d) => sum + d.messages, 0),
    words_learned: words?.n ?? 0,
    corrections_reviewed: reviewed?.n ?? 0,
    activity,
    pronunciation: await getPronunciationProgress(db, userId),
  };
}
