/** What other features may use from `course` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useChooseLevel } from './api/get-path';
export { useStudyLanguage } from './use-study-language';
export { StudyLanguageSwitch } from './study-language-switch';
