/** Finding a unit or lesson by id, and what follows it on the path. */
import { COURSE_LEVELS, type CourseLevel, type Lesson, type Unit } from '#/shared/course/unit';
import { ALL_UNITS, UNITS_BY_LANGUAGE } from './all-units';

export type LessonPlace = { unit: Unit; lesson: Lesson; number: number };

const lessons = new Map<string, LessonPlace>(ALL_UNITS.flatMap((unit) => unit.lessons.map((lesson, i) => [lesson.id, { unit, lesson, number: i + 1 }] as const)));
const units = new Map<string, Unit>(ALL_UNITS.map((unit) => [unit.id, unit]));

export const findLesson = (id: string): LessonPlace | undefined => lessons.get(id);
export const findUnit = (id: string): Unit | undefined => units.get(id);

/** The unit after this one on its language's path, across levels. */
export function unitAfter(unit: Unit): Unit | undefined {
  const path = UNITS_BY_LANGUAGE[unit.language];
  return path[path.indexOf(unit) + 1];
}

/** The lesson after this one: the next in its unit, else the first of the next unit. */
export function lessonAfter(place: LessonPlace): string | null {
  return place.unit.lessons[place.number]?.id ?? unitAfter(place.unit)?.lessons[0]?.id ?? null;
}

/** Where a level starts on a path: its first unit, else (a path that stops below the level) the last unit below it. */
export function startOfLevel(path: readonly Unit[], level: CourseLevel): number {
  const at = path.findIndex((unit) => unit.level === level);
  if (at >= 0) return at;
  const below = path.findLastIndex((unit) => COURSE_LEVELS.indexOf(unit.level) < COURSE_LEVELS.indexOf(level));
  return Math.max(0, below);
}
