/** What other features may use from `placement` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { FindYourLevelCard } from './find-your-level-card';
