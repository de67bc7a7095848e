/** What other features and layers may use from `pronunciation` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { answerReading, planForIncludedWork, pronunciationRoutes } from './pronunciation.routes';
export { canCheckReading } from './can-check-reading';
