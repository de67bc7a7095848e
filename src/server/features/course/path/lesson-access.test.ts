import { describe, expect, it } from 'vitest';
import type { CourseLevel, Unit } from '#/shared/course/unit';
import { accessToUnits, nextLessonId } from './lesson-access';
import type { CourseStanding } from './read-standing';

const unit = (level: CourseLevel, n: number): Unit =>
  ({ id: `en-${level.toLowerCase()}-0${n}`, level, lessons: [1, 2, 3].map((l) => ({ id: `en-${level.toLowerCase()}-0${n}-${l}` })) }) as unknown as Unit;
const path = [unit('A1', 1), unit('A1', 2), unit('A2', 1), unit('A2', 2)];
const standing = (overrides: Partial<CourseStanding>): CourseStanding => ({
  language: 'en',
  level: 'A1',
  isLevelChosen: false,
  hasPlacement: true,
  isSubscriber: true,
  completedLessons: new Set(),
  bestChecks: new Map(),
  ...overrides,
});
const statuses = (s: CourseStanding) => accessToUnits(s, path).map((entry) => [...entry.lessons, entry.check].join(' '));

describe('who may open what on the path', () => {
  it("opens a free account's first lesson of its level, and offers the upgrade for the rest", () => {
    expect(statuses(standing({ isSubscriber: false, level: 'A2' }))).toEqual([
      'upgrade upgrade upgrade upgrade',
      'upgrade upgrade upgrade upgrade',
      'open upgrade upgrade upgrade',
      'upgrade upgrade upgrade upgrade',
    ]);
  });

  it("opens a subscriber's lessons in order, the check after the third, the next unit after a passed check", () => {
    const done = new Set(['en-a1-01-1', 'en-a1-01-2', 'en-a1-01-3']);
    expect(statuses(standing({ completedLessons: new Set(['en-a1-01-1']) }))[0]).toBe('done open locked locked');
    expect(statuses(standing({ completedLessons: done }))[0]).toBe('done done done open');
    expect(statuses(standing({ completedLessons: done }))[1]).toBe('locked locked locked locked');
    expect(statuses(standing({ completedLessons: done, bestChecks: new Map([['en-a1-01', { score: 5, isPassed: true }]]) }))[1]).toBe('open locked locked locked');
  });

  it('opens every unit up to the first of the learner level, and leads to that one', () => {
    const placedA2 = standing({ level: 'A2' });
    expect(statuses(placedA2).map((line) => line.split(' ')[0])).toEqual(['open', 'open', 'open', 'locked']);
    expect(nextLessonId(accessToUnits(placedA2, path), placedA2)).toBe('en-a2-01-1');
  });

  it('keeps a lesson done for a learner who no longer subscribes', () => {
    expect(statuses(standing({ isSubscriber: false, completedLessons: new Set(['en-a1-01-1', 'en-a1-01-2']) }))[0]).toBe('done done upgrade upgrade');
  });
});
