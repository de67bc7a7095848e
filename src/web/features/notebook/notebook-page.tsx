/** /app/notebook: the corrections teachers made and the words the learner saved. */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NotebookEntryDto, NotebookKind } from '#/shared/notebook';
import { pageMeta } from '#/shared/page-meta';
import { Spinner } from '#/web/components/spinner';
import { usePageMeta } from '#/web/lib/use-page-meta';
import { useNotebook } from './api/notebook';
import { useT } from '#/web/i18n/use-t';
import { useReportCorrection } from './api/report-correction';
import { notebookCatalogue } from './messages/catalogue';
import { NotebookEntry } from './notebook-entry';
import { TeacherMemory } from './teacher-memory';

const tabs = [
  { kind: 'correction', label: 'corrections', empty: 'emptyCorrections' },
  { kind: 'word', label: 'words', empty: 'emptyWords' },
] as const satisfies ReadonlyArray<{ kind: NotebookKind; label: string; empty: string }>;

export default function NotebookPage() {
  const t = useT(notebookCatalogue);
  usePageMeta(pageMeta.notebook);
  const [kind, setKind] = useState<NotebookKind>('correction');
  const entries = useNotebook(kind);
  // Nothing to review until either tab has something: the next step is a conversation instead.
  const otherEntries = useNotebook(kind === 'correction' ? 'word' : 'correction');
  const isNotebookEmpty = entries.data?.length === 0 && otherEntries.data?.length === 0;
  const tab = tabs.find((each) => each.kind === kind)!;
  const report = useReportCorrection();
  const [reportedCount, setReportedCount] = useState(0);
  const confirmation = useRef<HTMLParagraphElement>(null);
  // The reported entry (and its focused button) leaves the list: focus moves to the confirmation, which is announced.
  useEffect(() => {
    if (reportedCount > 0) confirmation.current?.focus();
  }, [reportedCount]);
  const onReport = (entry: NotebookEntryDto) => report.mutate(entry.id, { onSuccess: () => setReportedCount((n) => n + 1) });

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('intro')}</p>
        </div>
        {!isNotebookEmpty && <Link to="/app/review" className="font-semibold text-indigo-700 underline">{t('reviewNow')}</Link>}
      </div>
      <div className="mt-6 flex gap-2" role="tablist" aria-label={t('tabsLabel')}>
        {tabs.map((each) => (
          <button key={each.kind} type="button" role="tab" aria-selected={kind === each.kind} onClick={() => { setKind(each.kind); setReportedCount(0); }} className={`rounded-lg px-4 py-2 text-sm font-semibold ${kind === each.kind ? 'bg-indigo-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}>
            {t(each.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="mt-4">
        {entries.isPending && <Spinner label={t('loading')} className="py-12" />}
        {entries.isError && <p role="alert" className="text-red-700">{entries.error.message}</p>}
        <div role="status">
          {reportedCount > 0 && <p ref={confirmation} tabIndex={-1} className="mb-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 focus-visible:outline-2 focus-visible:outline-indigo-600">{t('reported')}</p>}
        </div>
        {report.isError && <p role="alert" className="mb-3 text-sm text-red-700">{report.error.message}</p>}
        {entries.data?.length === 0 && (
          <div className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
            <p>{t(tab.empty)}</p>
            {isNotebookEmpty && <Link to="/app" className="mt-3 inline-block font-semibold text-indigo-700 underline">{t('startConversation')}</Link>}
          </div>
        )}
        <ul className="space-y-3">
          {entries.data?.map((entry) => (
            <NotebookEntry key={entry.id} entry={entry} onReport={onReport} isReporting={report.isPending && report.variables === entry.id} />
          ))}
        </ul>
      </div>
      <TeacherMemory />
    </div>
  );
}
