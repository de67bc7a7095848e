/**
 * Today for one learner and study language: the next step on their path, reviews due, the drill, the daily goal and
 * the streak. The drill's notes (why each mistake was corrected) are explained in `locale`, the interface language,
 * when the learner asked for explanations in their language ("Explain in my language") and it is not the one drilled.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CourseLanguage } from '#/shared/course/levels';
import type { TodayDto } from '#/shared/api/today';
import { DEFAULT_LOCALE, type Locale } from '#/shared/i18n/locales';
import type { Database } from '../../db/client';
import { notebookEntries, practiceDays, userProfiles } from '../../db/schema';
import { getPath } from '../course/public';
import { getProgress } from '../progress/public';
import { countDueCards } from '../review/public';
import { explainNotedCorrection } from '../tutor/public';
import { chooseDrillMistakes } from './choose-drill-mistakes';
import { chooseNextStep } from './choose-next-step';
import { readDailyGoal } from './daily-goal';

/** The latest corrections the drill chooses from. */
const DRILL_POOL = 200;

export async function readToday(db: Database, userId: string, options: { language: CourseLanguage; now?: Date; locale?: Locale }): Promise<TodayDto> {
  const now = options.now ?? new Date();
  const [path, reviewsDue, progress, goalMinutes, corrections, [today], [profile]] = await Promise.all([
    getPath(db, userId, options.language, options.locale),
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
    db.select({ isExplainedInMyLanguage: userProfiles.explainInMyLanguage }).from(userProfiles).where(eq(userProfiles.userId, userId)),
  ]);
  const locale = options.locale ?? DEFAULT_LOCALE;
  const explainIn = profile?.isExplainedInMyLanguage && locale.split('-')[0] !== options.language ? locale : DEFAULT_LOCALE;
  const mistakes = chooseDrillMistakes(corrections, (correction) => explainNotedCorrection(correction.note, correction.rule, explainIn));
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
