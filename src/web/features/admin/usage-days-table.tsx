import type { UsageSummary } from '#/shared/usage-summary';
import { useT } from '#/web/i18n/use-t';
import { adminCatalogue } from './messages/catalogue';
import { useAdminNumbers } from './use-admin-numbers';

/** One row per UTC day, newest first, with a column of estimated cost per provider. */
export function UsageDaysTable({ summary }: { summary: UsageSummary }) {
  const providers = Object.keys(summary.totals.cost_by_provider).sort();
  const days = [...summary.days].reverse();
  const t = useT(adminCatalogue);
  const { count, dollars } = useAdminNumbers();
  return (
    <section aria-label={t('usagePerDay')} className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="sr-only">{t('usagePerDayCaption')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3">{t('columnDay')}</th>
            <th scope="col" className="px-4 py-3 text-end">{t('modelCalls')}</th>
            <th scope="col" className="px-4 py-3 text-end">{t('columnTokens')}</th>
            <th scope="col" className="px-4 py-3 text-end">{t('speechCharacters')}</th>
            <th scope="col" className="px-4 py-3 text-end">{t('columnConversationMinutes')}</th>
            {providers.map((provider) => (
              <th key={provider} scope="col" className="px-4 py-3 text-end">{t('columnProviderCost', { provider })}</th>
            ))}
            <th scope="col" className="px-4 py-3 text-end">{t('columnCost')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 tabular-nums">
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row" className="px-4 py-2 font-medium text-slate-900">{day.day}</th>
              <td className="px-4 py-2 text-end">{count(day.model_calls)}</td>
              <td className="px-4 py-2 text-end">{count(day.prompt_tokens)} / {count(day.completion_tokens)}</td>
              <td className="px-4 py-2 text-end">{count(day.speech_characters)}</td>
              <td className="px-4 py-2 text-end">{count(day.conversation_minutes)}</td>
              {providers.map((provider) => (
                <td key={provider} className="px-4 py-2 text-end">{dollars(day.cost_by_provider[provider] ?? 0)}</td>
              ))}
              <td className="px-4 py-2 text-end font-medium text-slate-900">{dollars(day.cost)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
