/** What other features may use from `progress` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useProgress } from './api/get-progress';
