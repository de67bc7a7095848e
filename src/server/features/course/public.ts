/** What other features may use from `course` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { enrol } from './path/enrol';
export { getPath } from './path/get-path';
export { PATH_TOP_LEVEL } from './units/all-units';
export { showLessonCardIn } from './lessons/lesson-cards';
