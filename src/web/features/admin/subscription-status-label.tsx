import { useT } from '#/web/i18n/use-t';
import { adminCatalogue } from './messages/catalogue';

const known: Record<string, { label: 'statusActive' | 'statusPastDue' | 'statusCanceled'; tone: string }> = {
  active: { label: 'statusActive', tone: 'bg-green-50 text-green-800 ring-green-200' },
  past_due: { label: 'statusPastDue', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  canceled: { label: 'statusCanceled', tone: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

/** The nav badge's wording: no subscription is 'Free', an unknown status is shown raw. */
export function SubscriptionStatusLabel({ status }: { status: string | null }) {
  const t = useT(adminCatalogue);
  const entry = status ? known[status] : undefined;
  const { label, tone } = entry
    ? { label: t(entry.label), tone: entry.tone }
    : status
      ? { label: status, tone: 'bg-indigo-50 text-indigo-900 ring-indigo-200' }
      : { label: t('statusFree'), tone: 'bg-white text-slate-600 ring-slate-200' };
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${tone}`}>{label}</span>;
}
