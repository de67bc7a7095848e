/** What other features may use from `nav` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { useIsAdmin } from './use-is-admin';
