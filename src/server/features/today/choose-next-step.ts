/**
 * The step Today offers from the learner's path: from their level on, the first open lesson or open unit
 * check, in path order; else (a free account past its lesson) the first lesson behind the upgrade; null when
 * the path is finished.
 */
import type { CoursePath } from '#/shared/api/course';
import type { TodayDto } from '#/shared/api/today';

type NextStep = NonNullable<TodayDto['next_lesson']>;

export function chooseNextStep(path: CoursePath): NextStep | null {
  const start = Math.max(0, path.units.findIndex((unit) => unit.level === path.level));
  const ordered = [...path.units.slice(start), ...path.units.slice(0, start)];
  for (const unit of ordered) {
    const lesson = unit.lessons.find((l) => l.status === 'open');
    if (lesson) return { kind: 'lesson', id: lesson.id, title: lesson.title, unit_id: unit.id, unit_title: unit.title, status: 'open' };
    if (unit.check.status === 'open') return { kind: 'check', id: unit.id, title: 'Unit check', unit_id: unit.id, unit_title: unit.title, status: 'open' };
  }
  for (const unit of ordered) {
    const lesson = unit.lessons.find((l) => l.status === 'upgrade');
    if (lesson) return { kind: 'lesson', id: lesson.id, title: lesson.title, unit_id: unit.id, unit_title: unit.title, status: 'upgrade' };
  }
  return null;
}
