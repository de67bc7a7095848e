/**
 * What a learner may open on their path. A subscriber: every unit up to the first of their level, then each
 * unit once the one before it passed its check; within a unit, a lesson once the one before it is done, and
 * the check once all three are. A free account: the first lesson of their level, and the placement.
 */
import type { LessonStatus } from '#/shared/api/course';
import type { Unit } from '#/shared/course/unit';
import { UNITS_BY_LANGUAGE } from '../units/all-units';
import { startOfLevel } from '../units/find-in-course';
import type { CourseStanding } from './read-standing';

export type UnitAccess = { unit: Unit; lessons: LessonStatus[]; check: LessonStatus };

export function accessToUnits(standing: CourseStanding, path: readonly Unit[] = UNITS_BY_LANGUAGE[standing.language]): UnitAccess[] {
  const start = startOfLevel(path, standing.level);
  const freeLesson = path[start]!.lessons[0]!.id;
  return path.map((unit, i) => {
    const isUnitOpen = i <= start || standing.bestChecks.get(path[i - 1]!.id)?.isPassed === true;
    const lessons = unit.lessons.map((lesson, n): LessonStatus => {
      if (standing.completedLessons.has(lesson.id)) return 'done';
      if (!standing.isSubscriber) return lesson.id === freeLesson ? 'open' : 'upgrade';
      const isReached = isUnitOpen && (n === 0 || standing.completedLessons.has(unit.lessons[n - 1]!.id));
      return isReached ? 'open' : 'locked';
    });
    const isCheckReached = lessons.every((status) => status === 'done');
    const check: LessonStatus = standing.bestChecks.get(unit.id)?.isPassed ? 'done' : !standing.isSubscriber ? 'upgrade' : isCheckReached ? 'open' : 'locked';
    return { unit, lessons, check };
  });
}

/** The lesson to take next: the first open one from the learner's level on, else any open one. */
export function nextLessonId(access: UnitAccess[], standing: CourseStanding): string | null {
  const start = startOfLevel(access.map((entry) => entry.unit), standing.level);
  const ordered = [...access.slice(start), ...access.slice(0, start)];
  for (const { unit, lessons } of ordered) {
    const n = lessons.indexOf('open');
    if (n >= 0) return unit.lessons[n]!.id;
  }
  return null;
}

export function lessonStatus(access: UnitAccess[], lessonId: string): LessonStatus | undefined {
  for (const { unit, lessons } of access) {
    const n = unit.lessons.findIndex((lesson) => lesson.id === lessonId);
    if (n >= 0) return lessons[n];
  }
  return undefined;
}
