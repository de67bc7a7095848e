import { useT } from '#/web/i18n/use-t';
import { notebookCatalogue } from './messages/catalogue';

/** The confirmation once a correction is reported: it is gone from the Notebook and from Review. */
export function useReportedMessage(): string {
  return useT(notebookCatalogue)('reported');
}
