/** What other features may use from `teachers` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { findTeacherBySlug } from './find-teachers';
export { findTeacherForChat } from './find-teacher-for-chat';
