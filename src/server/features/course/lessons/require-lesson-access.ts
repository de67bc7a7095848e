/** A lesson the learner may take now, or the reason they may not: unknown (404), behind the upgrade (402), or not reached yet (403). */
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { accessToUnits, lessonStatus } from '../path/lesson-access';
import { readStanding } from '../path/read-standing';
import { findLesson, type LessonPlace } from '../units/find-in-course';

export const UPGRADE_FOR_LESSONS = 'Free accounts include the placement and the first lesson of your level. Upgrade to take every lesson.';

export async function requireLessonAccess(db: Database, userId: string, lessonId: string): Promise<LessonPlace> {
  const place = findLesson(lessonId);
  if (!place) throw new AppError('lesson_not_found', 'This lesson could not be found.', 404);
  const standing = await readStanding(db, userId, place.unit.language);
  const status = lessonStatus(accessToUnits(standing), lessonId);
  if (status === 'upgrade') throw new AppError('upgrade_required', UPGRADE_FOR_LESSONS, 402);
  if (status === 'locked') throw new AppError('lesson_locked', 'Finish the lessons before this one first.', 403);
  return place;
}

/** A phrase of a lesson the learner may take (a free account's included lesson too), or the reason it is not: as above, or not the lesson's (400). */
export async function requireLessonPhrase(db: Database, userId: string, lessonId: string, phrase: string): Promise<void> {
  const { lesson } = await requireLessonAccess(db, userId, lessonId);
  if (!lesson.targetPhrases.some((target) => target.text === phrase)) throw new AppError('unknown_phrase', "This phrase is not one of the lesson's.", 400);
}
