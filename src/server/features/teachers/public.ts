/** What other features may use from `teachers` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { findTeacher, type TeacherRow } from './find-teacher';
export { findTeacherTraits } from './find-teacher-traits';
export { teachesTopic } from './teaches-topic';
