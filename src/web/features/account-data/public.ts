/** What other features may use from `account-data` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { AccountDataActions } from './account-data-actions';
