/** What other features may use from `admin-users` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { requireAdmin } from './require-admin';
