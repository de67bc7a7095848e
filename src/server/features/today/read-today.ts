/** Today for one learner and study language: the next step on their path, reviews due, the drill, the daily goal and the streak. */
import { and, desc, eq } from 'drizzle-orm';
import type { CourseLanguage } from '#/shared/course/levels';
import type { TodayDto } from '#/shared/api/today';
import type { Database } from '../../db/client';
import { notebookEntries, practiceDays } from '../../db/schema';
import { getPath } from '../course/public';
import { getProgress } from '../progress/public';
import { countDueCards } from '../review/public';
import { chooseDrillMistakes } from './choose-drill-mistakes';
import { chooseNextStep } from './choose-next-step';
import { readDailyGoal } from './daily-goal';

/** The latest corrections the drill chooses from. */
const DRILL_POOL = 200;

export async function readToday(db: Database, userId: string, options: { language: CourseLanguage; now?: Date }): Promise<TodayDto> {
  const now = options.now ?? new Date();
  const [path, reviewsDue, progress, goalMinutes, corrections, [today]] = await Promise.all([
    getPath(db, userId, options.language),
    countDueCards(db, userId, now),
    getProgress(db, userId, now),
    readDailyGoal(db, userId),
    db
      .select({ id: notebookEntries.id, front: notebookEntries.front, back: notebookEntries.back, note: notebookEntries.note, rule: notebookEntries.rule, createdAt: notebookEntries.createdAt })
      .from(notebookEntries)
      .where(and(eq(notebookEntries.userId, userId), eq(notebookEntries.kind, 'correction')))
      .orderBy(desc(notebookEntries.createdAt))
      .limit(DRILL_POOL),
    db
      .select({ seconds: practiceDays.seconds })
      .from(practiceDays)
      .where(and(eq(practiceDays.userId, userId), eq(practiceDays.day, now.toISOString().slice(0, 10)))),
  ]);
  const mistakes = chooseDrillMistakes(corrections);
  const sounds = progress.pronunciation.trouble_sounds.map((trouble) => trouble.sound);
  return {
    language: path.language,
    level: path.level,
    has_placement: path.has_placement,
    next_lesson: chooseNextStep(path),
    reviews_due: reviewsDue,
    drill: { kind: mistakes.length > 0 ? 'mistakes' : sounds.length > 0 ? 'sounds' : 'none', mistakes, sounds },
    goal_minutes: goalMinutes,
    minutes_today: Math.floor((today?.seconds ?? 0) / 60),
    streak_days: progress.streak_days,
  };
}
