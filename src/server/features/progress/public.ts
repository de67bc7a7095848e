/** What other features may use from `progress` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { practiceTimeSql } from './record-practice-time';
export { recordPronunciationAttempt } from './record-pronunciation-attempt';
export { getProgress } from './get-progress';
