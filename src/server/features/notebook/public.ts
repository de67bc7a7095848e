/** What other features may use from `notebook` (the import boundary of docs/decisions/013-one-home-per-concept.md). */
export { recordLearningNotes } from './record-learning-notes';
export { toNotebookEntryDto } from './to-notebook-entry-dto';
export { type ShowNotebookEntry, showAsStored } from './show-notebook-entry';
export type { NewNotebookEntry } from './add-notebook-entries';
export { countReportsPerRule } from './count-reports-per-rule';
export { addNotebookEntries } from './add-notebook-entries';
