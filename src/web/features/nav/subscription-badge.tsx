import { planName, subscriptionBadgeLabel, subscriptionCatalogue, useSubscription } from '#/web/features/subscription/public';
import { useT } from '#/web/i18n/use-t';
import { navCatalogue } from './messages/catalogue';

const toneFor = (label: string) =>
  label === 'Free User'
    ? 'bg-slate-100 text-slate-700 ring-slate-200'
    : label === 'Past Due' || label === 'Canceled'
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : 'bg-indigo-50 text-indigo-800 ring-indigo-200';

/** The badge's own words in the interface language; a plan's name in it too (its billing period translated). */
const LABEL_KEYS = { 'Free User': 'freeUser', 'Past Due': 'pastDue', Canceled: 'canceled', 'Unknown Plan': 'unknownPlan' } as const;

/** A plan's name and its billing period in brackets ('Parley Unlimited' and '(Monthly)', or '（月額）'), or the whole label. */
export function splitBillingPeriod(label: string): { name: string; gap: string; period?: string } {
  const match = /^(.+?)(\s*)([(（][^()（）]+[)）])$/u.exec(label);
  return match ? { name: match[1]!, gap: match[2]!, period: match[3]! } : { name: label, gap: '' };
}

export function SubscriptionBadge() {
  const t = useT(navCatalogue);
  const tSubscription = useT(subscriptionCatalogue);
  const { data, isPending, isError } = useSubscription();
  if (isPending) {
    return <span className="h-6 w-20 animate-pulse rounded-full bg-slate-200" aria-label={t('loadingSubscription')} role="status" />;
  }
  const label = isError ? 'Free User' : subscriptionBadgeLabel(data ?? null);
  const key = LABEL_KEYS[label as keyof typeof LABEL_KEYS];
  const shown = key ? t(key) : planName(tSubscription, label);
  const { name, gap, period } = splitBillingPeriod(shown);
  return (
    // On a phone the words wrap rather than being cut or pushing the menu off the screen: a plan's period gets a line of its own.
    <span
      data-testid="subscription-badge"
      className={`block rounded-full px-2.5 py-1 text-center text-xs font-semibold leading-tight ring-1 [overflow-wrap:anywhere] sm:whitespace-nowrap max-sm:rounded-2xl ${period ? 'max-sm:w-min' : 'max-sm:max-w-[8.5rem]'} ${toneFor(label)}`}
    >
      {period ? (
        <>
          <span className="whitespace-nowrap">{name}</span>
          {gap}
          <span className="whitespace-nowrap">{period}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
