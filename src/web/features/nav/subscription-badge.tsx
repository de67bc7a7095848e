import { useSubscription } from '#/web/features/subscription/public';
import { subscriptionBadgeLabel } from '#/web/features/subscription/public';
import { useT } from '#/web/i18n/use-t';
import { navCatalogue } from './messages/catalogue';

const toneFor = (label: string) =>
  label === 'Free User'
    ? 'bg-slate-100 text-slate-700 ring-slate-200'
    : label === 'Past Due' || label === 'Canceled'
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : 'bg-indigo-50 text-indigo-800 ring-indigo-200';

/** The badge's own words in the interface language; a plan's name (and a raw status) is shown as it is. */
const LABEL_KEYS = { 'Free User': 'freeUser', 'Past Due': 'pastDue', Canceled: 'canceled', 'Unknown Plan': 'unknownPlan' } as const;

export function SubscriptionBadge() {
  const t = useT(navCatalogue);
  const { data, isPending, isError } = useSubscription();
  if (isPending) {
    return <span className="h-6 w-20 animate-pulse rounded-full bg-slate-200" aria-label={t('loadingSubscription')} role="status" />;
  }
  const label = isError ? 'Free User' : subscriptionBadgeLabel(data ?? null);
  const key = LABEL_KEYS[label as keyof typeof LABEL_KEYS];
  const shown = key ? t(key) : label;
  return (
    // On a phone a long plan name is cut short rather than pushing the menu off the screen; the whole name is its title.
    <span data-testid="subscription-badge" title={shown} className={`block max-w-[6.5rem] truncate whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 sm:max-w-none ${toneFor(label)}`}>
      {shown}
    </span>
  );
}
