/**
 * Where a learner stands in one language's course, read in one round of queries: their plan, the level their
 * path starts at, whether they took the placement, the lessons they completed and the checks they passed.
 */
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { CourseLanguage, CourseLevel } from '#/shared/course/unit';
import type { Database } from '../../../db/client';
import { courseEnrolments, lessonRuns, placementResults, unitChecks } from '../../../db/schema';
import { hasActiveSubscription } from '../../subscriptions/public';

export type CourseStanding = {
  language: CourseLanguage;
  level: CourseLevel;
  isLevelChosen: boolean;
  hasPlacement: boolean;
  isSubscriber: boolean;
  completedLessons: Set<string>;
  bestChecks: Map<string, { score: number; isPassed: boolean }>;
};

export async function readStanding(db: Database, userId: string, language: CourseLanguage): Promise<CourseStanding> {
  const [isSubscriber, [enrolment], [placement], completed, checks] = await Promise.all([
    hasActiveSubscription(db, userId),
    db.select().from(courseEnrolments).where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.language, language))),
    db.select({ n: sql<number>`count(*)::int` }).from(placementResults).where(and(eq(placementResults.userId, userId), eq(placementResults.language, language))),
    db.selectDistinct({ lessonId: lessonRuns.lessonId }).from(lessonRuns).where(and(eq(lessonRuns.userId, userId), isNotNull(lessonRuns.completedAt), sql`${lessonRuns.lessonId} like ${`${language}-%`}`)),
    db
      .select({ unitId: unitChecks.unitId, score: max(unitChecks.score), isPassed: sql<boolean>`bool_or(${unitChecks.isPassed})` })
      .from(unitChecks)
      .where(and(eq(unitChecks.userId, userId), sql`${unitChecks.unitId} like ${`${language}-%`}`))
      .groupBy(unitChecks.unitId),
  ]);
  return {
    language,
    level: (enrolment?.level as CourseLevel | undefined) ?? 'A1',
    isLevelChosen: enrolment?.isChosenByLearner ?? false,
    hasPlacement: (placement?.n ?? 0) > 0,
    isSubscriber,
    completedLessons: new Set(completed.map((row) => row.lessonId)),
    bestChecks: new Map(checks.map((row) => [row.unitId, { score: row.score ?? 0, isPassed: row.isPassed === true }])),
  };
}
