/** Learners' "That's not right" reports per correction rule, most reported first: which rule misfires. */
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useReportedCorrections } from './api/get-reported-corrections';

const count = (n: number) => n.toLocaleString('en-US');
const when = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

export function ReportedCorrectionsTable() {
  const reports = useReportedCorrections();
  const data = reports.data;
  return (
    <section aria-labelledby="admin-reported-heading" className="mt-8">
      <h3 id="admin-reported-heading" className="text-lg font-semibold text-slate-900">Reported corrections</h3>
      <p className="mt-1 text-sm text-slate-600">
        Corrections learners marked "That's not right", per rule, most reported first. Each one left that learner's Notebook and Review.
      </p>
      {reports.isError && (
        <Alert tone="error" className="mt-4">
          <p>Failed to fetch reported corrections{reports.error.message ? `: ${reports.error.message}` : ''}</p>
          <Button variant="secondary" className="mt-2 px-3 py-1.5" onClick={() => reports.refetch()}>Try again</Button>
        </Alert>
      )}
      {reports.isPending && <Spinner label="Loading reported corrections..." className="py-8" />}
      {data && data.rules.length === 0 && <p className="mt-2 text-slate-600">No corrections reported yet.</p>}
      {data && data.rules.length > 0 && (
        <div className="mt-2 overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Reported corrections per rule, most reported first ({count(data.total)} in all)</caption>
            <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">Rule</th>
                <th scope="col" className="px-4 py-3 text-right">Reports</th>
                <th scope="col" className="px-4 py-3 text-right">Learners</th>
                <th scope="col" className="px-4 py-3">Last reported</th>
                <th scope="col" className="px-4 py-3">Latest example</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.rules.map((rule) => (
                <tr key={rule.rule}>
                  <th scope="row" className="px-4 py-2 font-mono text-xs font-medium text-slate-900">{rule.rule}</th>
                  <td className="px-4 py-2 text-right tabular-nums">{count(rule.reports)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{count(rule.learners)}</td>
                  <td className="px-4 py-2 whitespace-nowrap">{when(rule.last_reported_at)}</td>
                  <td className="px-4 py-2 text-slate-700">
                    <span className="line-through decoration-red-400">{rule.example.front}</span> → <span>{rule.example.back}</span>
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
