import { describe, expect, it } from 'vitest';
import type { CoursePath, LessonStatus } from '#/shared/api/course';
import { chooseNextStep } from './choose-next-step';

function unit(id: string, level: 'A1' | 'A2', lessons: LessonStatus[], check: LessonStatus): CoursePath['units'][number] {
  return {
    id,
    level,
    title: `Unit ${id}`,
    can_do: [],
    grammar_point: '',
    teacher_slug: 'sophia',
    lessons: lessons.map((status, n) => ({ id: `${id}-${n + 1}`, title: `Lesson ${n + 1} of ${id}`, status })),
    check: { status: check, best_score: null, total: 6 },
  };
}

function path(level: 'A1' | 'A2', units: CoursePath['units']): CoursePath {
  return { language: 'en', level, is_level_chosen: true, has_placement: false, is_subscriber: true, next_lesson_id: null, units };
}

describe('chooseNextStep', () => {
  it('offers the first open lesson from the learner level on', () => {
    const step = chooseNextStep(path('A2', [unit('a1', 'A1', ['open', 'locked', 'locked'], 'locked'), unit('a2', 'A2', ['done', 'open', 'locked'], 'locked')]));
    expect(step).toMatchObject({ kind: 'lesson', id: 'a2-2', status: 'open', unit_id: 'a2' });
  });
  it('offers the unit check once the lessons are done and the check is open', () => {
    const step = chooseNextStep(path('A1', [unit('u1', 'A1', ['done', 'done', 'done'], 'open'), unit('u2', 'A1', ['locked', 'locked', 'locked'], 'locked')]));
    expect(step).toMatchObject({ kind: 'check', id: 'u1', title: 'Unit check' });
  });
  it('offers the upgrade lesson to a free account past its first lesson', () => {
    const step = chooseNextStep(path('A1', [unit('u1', 'A1', ['done', 'upgrade', 'upgrade'], 'upgrade')]));
    expect(step).toMatchObject({ kind: 'lesson', id: 'u1-2', status: 'upgrade' });
  });
  it('has nothing to offer on a finished path', () => {
    expect(chooseNextStep(path('A1', [unit('u1', 'A1', ['done', 'done', 'done'], 'done')]))).toBeNull();
  });
  it('goes back to a lower unit still open once the learner level is done', () => {
    const step = chooseNextStep(path('A2', [unit('a1', 'A1', ['open', 'locked', 'locked'], 'locked'), unit('a2', 'A2', ['done', 'done', 'done'], 'done')]));
    expect(step).toMatchObject({ id: 'a1-1' });
  });
});
