import type { NotebookEntryDto } from '#/shared/notebook';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { useDeleteNotebookEntry } from './api/notebook';
import { notebookCatalogue } from './messages/catalogue';
import { ReportCorrectionButton } from './report-correction-button';

/**
 * One entry; a correction also offers "That's not right" (onReport), which the page carries out and confirms. Its words
 * are in the language learnt (and a reason may be too): each runs in its own direction, not the interface's (Arabic).
 */
export function NotebookEntry({ entry, onReport, isReporting = false }: { entry: NotebookEntryDto; onReport?: (entry: NotebookEntryDto) => void; isReporting?: boolean }) {
  const t = useT(notebookCatalogue);
  const format = useFormatters();
  const remove = useDeleteNotebookEntry();
  const date = format.date(entry.created_at, { month: 'long', day: 'numeric', year: 'numeric' });
  const source = entry.teacher_name ? t('source', { date, teacher: entry.teacher_name }) : date;
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {entry.kind === 'correction' ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-slate-500">{t('youSaid')}</dt><dd dir="auto" className="text-slate-800 line-through decoration-red-400">{entry.front}</dd>
          <dt className="text-slate-500">{t('better')}</dt><dd dir="auto" className="font-semibold text-green-800">{entry.back}</dd>
          {entry.note && (<><dt className="text-slate-500">{t('why')}</dt><dd dir="auto" className="text-slate-700">{entry.note}</dd></>)}
        </dl>
      ) : (
        <div className="text-sm">
          <p dir="auto" className="text-base font-semibold text-slate-900">{entry.front}</p>
          <p dir="auto" className="text-slate-800">{entry.back}</p>
          {entry.note && <p dir="auto" className="mt-1 italic text-slate-600">{entry.note}</p>}
        </div>
      )}
      <div className="mt-2 flex items-center justify-between gap-3 text-xs text-slate-500">
        <span>{source}</span>
        <span className="flex shrink-0 items-center gap-3">
          {entry.kind === 'correction' && onReport && <ReportCorrectionButton front={entry.front} isBusy={isReporting} onReport={() => onReport(entry)} />}
          <button type="button" className="font-semibold text-slate-600 underline" disabled={remove.isPending || isReporting} onClick={() => remove.mutate(entry.id)} aria-label={t('removeLabel', { front: entry.front })}>
            {t('remove')}
          </button>
        </span>
      </div>
    </li>
  );
}
