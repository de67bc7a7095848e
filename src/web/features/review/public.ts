/** What other features may use from `review` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useDueCount } from './api/review';
export { SayIt } from './say-it';
