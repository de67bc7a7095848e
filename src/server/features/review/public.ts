/** What other features may use from `review` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { dueCorrectionsPart } from './due-corrections-part';
export type { DueCorrection } from './find-practised-corrections';
export { gradePractisedCorrections } from './grade-practised-corrections';
export { countDueCards } from './get-review-session';
