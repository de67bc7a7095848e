/**
 * The admin panel's Usage view: what paid providers cost over the last 30 days, per day, and who spent most;
 * then the corrections learners reported, per rule.
 */
import { Alert } from '#/web/components/alert';
import { Button } from '#/web/components/button';
import { Spinner } from '#/web/components/spinner';
import { useT } from '#/web/i18n/use-t';
import { useUsageSummary } from './api/get-usage-summary';
import { adminCatalogue } from './messages/catalogue';
import { ReportedCorrectionsTable } from './reported-corrections-table';
import { UsageDaysTable } from './usage-days-table';
import { useAdminNumbers } from './use-admin-numbers';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

export function AdminUsagePanel() {
  const usage = useUsageSummary(30);
  const summary = usage.data;
  const t = useT(adminCatalogue);
  const { count, dollars } = useAdminNumbers();
  return (
    <section aria-labelledby="admin-usage-heading" className="mt-6">
      <h2 id="admin-usage-heading" className="text-xl font-semibold text-slate-900">{t('usage')}</h2>
      <p className="mt-1 text-sm text-slate-600">{t('usageIntro')}</p>
      {usage.isError && (
        <Alert tone="error" className="mt-4">
          <p>{usage.error.message ? t('failedUsageBecause', { error: usage.error.message }) : t('failedUsage')}</p>
          <Button variant="secondary" className="mt-2 px-3 py-1.5" onClick={() => usage.refetch()}>{t('tryAgain')}</Button>
        </Alert>
      )}
      {usage.isPending && <Spinner label={t('loadingUsage')} className="py-16" />}
      {summary && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Figure label={t('estimatedCost')} value={dollars(summary.totals.cost)} />
            <Figure label={t('costPerConversationMinute')} value={summary.cost_per_conversation_minute === null ? '—' : dollars(summary.cost_per_conversation_minute)} />
            <Figure label={t('modelCalls')} value={count(summary.totals.model_calls)} />
            <Figure label={t('speechCharacters')} value={count(summary.totals.speech_characters)} />
          </dl>
          <div className="mt-4">
            <UsageDaysTable summary={summary} />
          </div>
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t('topAccounts')}</h3>
          {summary.top_accounts.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('noPaidCalls')}</p>
          ) : (
            <ol aria-label={t('topAccounts')} className="mt-2 divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
              {summary.top_accounts.map((account) => (
                <li key={account.user_id ?? 'demo'} className="flex justify-between gap-4 px-4 py-2 text-sm">
                  <span className="truncate font-medium text-slate-900">{account.label}</span>
                  <span className="tabular-nums text-slate-600">{t('accountCalls', { count: account.calls, cost: dollars(account.cost) })}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      <ReportedCorrectionsTable />
    </section>
  );
}
