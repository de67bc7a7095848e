/** What other features may use from `free-messages` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { countMessage, FREE_LIMIT_MESSAGE } from './count-message';
