/** What other features may use from `demo-chat` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { default } from './demo-chat';
