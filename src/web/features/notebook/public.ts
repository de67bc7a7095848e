/** What other features may use from `notebook` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { SaveWordButton } from './save-word-button';
export { useReportCorrection } from './api/report-correction';
export { useReportedMessage } from './reported-message';
export { ReportCorrectionButton } from './report-correction-button';
