/** What other features may use from `reminders` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { DailyReminderSettings } from './daily-reminder-settings';
