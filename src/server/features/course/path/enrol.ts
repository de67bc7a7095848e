/** Sets the level a learner's path starts at: from the placement (each retake), or the learner's own choice. */
import { sql } from 'drizzle-orm';
import type { CourseLanguage, CourseLevel } from '#/shared/course/unit';
import type { Database } from '../../../db/client';
import { courseEnrolments } from '../../../db/schema';

export async function enrol(db: Database, userId: string, input: { language: CourseLanguage; level: CourseLevel; isChosenByLearner: boolean }): Promise<void> {
  await db
    .insert(courseEnrolments)
    .values({ userId, language: input.language, level: input.level, isChosenByLearner: input.isChosenByLearner })
    .onConflictDoUpdate({
      target: [courseEnrolments.userId, courseEnrolments.language],
      set: { level: input.level, isChosenByLearner: input.isChosenByLearner, updatedAt: sql`now()` },
    });
}
