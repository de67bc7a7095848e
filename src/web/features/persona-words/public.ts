/** What other features may use from `persona-words` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { usePersonaWords } from './use-persona-words';
