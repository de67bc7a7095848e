/** How a lesson's or check's status reads on the path, for eyes and for screen readers. */
import type { LessonStatus } from '#/shared/api/course';

export const STATUS_LABEL: Record<LessonStatus, string> = {
  done: 'Done',
  open: 'Open',
  locked: 'Locked: finish the one before it first',
  upgrade: 'With a subscription',
};

export const STATUS_MARK: Record<LessonStatus, string> = { done: '✓', open: '●', locked: '○', upgrade: '★' };
