/** Learners' "That's not right" reports per correction rule, most reported first: which rule misfires. */
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useFormatters } from '#/web/i18n/use-formatters';
import { useT } from '#/web/i18n/use-t';
import { useReportedCorrections } from './api/get-reported-corrections';
import { adminCatalogue } from './messages/catalogue';

export function ReportedCorrectionsTable() {
  const reports = useReportedCorrections();
  const data = reports.data;
  const t = useT(adminCatalogue);
  const format = useFormatters();
  const count = (n: number) => format.number(n);
  const when = (iso: string) => format.date(iso, { month: 'short', day: 'numeric', year: 'numeric' });
  return (
    <section aria-labelledby="admin-reported-heading" className="mt-8">
      <h3 id="admin-reported-heading" className="text-lg font-semibold text-slate-900">{t('reportedCorrections')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('reportedIntro')}</p>
      {reports.isError && (
        <Alert tone="error" className="mt-4">
          <p>{reports.error.message ? t('failedReportedBecause', { error: reports.error.message }) : t('failedReported')}</p>
          <Button variant="secondary" className="mt-2 px-3 py-1.5" onClick={() => reports.refetch()}>{t('tryAgain')}</Button>
        </Alert>
      )}
      {reports.isPending && <Spinner label={t('loadingReported')} className="py-8" />}
      {data && data.rules.length === 0 && <p className="mt-2 text-slate-600">{t('noReported')}</p>}
      {data && data.rules.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[40rem] text-start text-sm">
            <caption className="sr-only">{t('reportedCaption', { total: data.total })}</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">{t('columnRule')}</th>
                <th scope="col" className="px-4 py-3 text-end">{t('columnReports')}</th>
                <th scope="col" className="px-4 py-3 text-end">{t('columnLearners')}</th>
                <th scope="col" className="px-4 py-3">{t('columnLastReported')}</th>
                <th scope="col" className="px-4 py-3">{t('columnLatestExample')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rules.map((rule) => (
                <tr key={rule.rule}>
                  <th scope="row" className="px-4 py-2 font-mono text-xs font-medium text-slate-900">{rule.rule}</th>
                  <td className="px-4 py-2 text-end tabular-nums">{count(rule.reports)}</td>
                  <td className="px-4 py-2 text-end tabular-nums">{count(rule.learners)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{when(rule.last_reported_at)}</td>
                  <td className="px-4 py-2 text-slate-700">
                    <span className="line-through decoration-red-400">{rule.example.front}</span> <span className="inline-block rtl:-scale-x-100">→</span> <span>{rule.example.back}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
