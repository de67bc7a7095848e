/**
 * How an entry reads in the request's interface language. Given by the app (src/server/create-app.ts) rather
 * than imported: the words of a lesson's cards are the course's, and the course already uses the notebook
 * (notebook → course would close a cycle between features).
 */
import type { Locale } from '#/shared/i18n/locales';
import type { NotebookEntryDto } from '#/shared/notebook';

export type ShowNotebookEntry = (entry: NotebookEntryDto, locale: Locale) => NotebookEntryDto;

/** Every entry as stored. */
export const showAsStored: ShowNotebookEntry = (entry) => entry;
