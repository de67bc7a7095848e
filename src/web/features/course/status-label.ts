/** How a lesson's or check's status reads on the path, for eyes (a mark) and for screen readers (a course catalogue key). */
import type { LessonStatus } from '#/shared/api/course';

export const STATUS_LABEL_KEY = {
  done: 'statusDone',
  open: 'statusOpen',
  locked: 'statusLocked',
  upgrade: 'statusUpgrade',
} as const satisfies Record<LessonStatus, string>;

export const STATUS_MARK: Record<LessonStatus, string> = { done: '✓', open: '●', locked: '○', upgrade: '★' };
