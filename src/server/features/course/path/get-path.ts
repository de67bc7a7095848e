/** The learner's path in one language: each unit with its lessons' and check's status, and the lesson to take next; its texts in `locale`. */
import type { CoursePath } from '#/shared/api/course';
import type { CourseLanguage } from '#/shared/course/unit';
import type { Locale } from '#/shared/i18n/locales';
import type { Database } from '../../../db/client';
import { accessToUnits, nextLessonId } from './lesson-access';
import { readStanding } from './read-standing';
import { unitIn } from '../units/translate-unit';

export async function getPath(db: Database, userId: string, language: CourseLanguage, locale: Locale = 'en'): Promise<CoursePath> {
  const standing = await readStanding(db, userId, language);
  const access = accessToUnits(standing);
  return {
    language,
    level: standing.level,
    is_level_chosen: standing.isLevelChosen,
    has_placement: standing.hasPlacement,
    is_subscriber: standing.isSubscriber,
    next_lesson_id: nextLessonId(access, standing),
    units: access.map(({ unit, lessons, check }) => {
      const texts = unitIn(unit, locale);
      return {
        id: unit.id,
        level: unit.level,
        title: texts.title,
        can_do: texts.canDo,
        grammar_point: texts.grammar.point,
        teacher_slug: unit.teacherSlug,
        lessons: texts.lessons.map((lesson, i) => ({ id: lesson.id, title: lesson.title, status: lessons[i]! })),
        check: { status: check, best_score: standing.bestChecks.get(unit.id)?.score ?? null, total: unit.check.length },
      };
    }),
  };
}
