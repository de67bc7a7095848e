/** What other features may use from `today` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { TodayBanner } from './today-banner';
