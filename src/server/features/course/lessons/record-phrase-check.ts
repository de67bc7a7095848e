/** POST /api/course/lessons/:id/pronunciation: a target phrase said aloud and its accuracy, kept on the run (its latest score per phrase). */
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../../db/client';
import { lessonRuns } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { toLessonRunView } from './lesson-run-row';
import { requireLessonAccess } from './require-lesson-access';
import { lessonIn } from '../units/translate-unit';

export async function recordPhraseCheck(db: Database, userId: string, lessonId: string, input: { runId: string; phrase: string; score: number; secondsSpoken: number }, locale: Locale = 'en') {
  const place = await requireLessonAccess(db, userId, lessonId);
  const { lesson } = place;
  if (!lesson.targetPhrases.some((phrase) => phrase.text === input.phrase)) throw new AppError('unknown_phrase', "This phrase is not one of the lesson's.", 400);
  const entry = JSON.stringify([{ phrase: input.phrase, score: input.score }]);
  const [stored] = await db
    .update(lessonRuns)
    .set({
      pronunciation: sql`(select coalesce(jsonb_agg(p), '[]'::jsonb) from jsonb_array_elements(${lessonRuns.pronunciation}) p where p->>'phrase' <> ${input.phrase}) || ${entry}::jsonb`,
      secondsSpoken: sql`${lessonRuns.secondsSpoken} + ${Math.round(input.secondsSpoken)}`,
    })
    .where(and(eq(lessonRuns.id, input.runId), eq(lessonRuns.userId, userId), eq(lessonRuns.lessonId, lessonId)))
    .returning();
  if (!stored) throw new AppError('run_not_found', 'This lesson run could not be found. Reload the lesson to start again.', 404);
  return toLessonRunView(stored, lessonIn(place, locale));
}
