import { useSubscription } from '#/web/features/subscription/public';
import { subscriptionBadgeLabel } from '#/web/features/subscription/public';

const toneFor = (label: string) =>
  label === 'Free User'
    ? 'bg-slate-100 text-slate-700 ring-slate-200'
    : label === 'Past Due' || label === 'Canceled'
      ? 'bg-amber-50 text-amber-800 ring-amber-200'
      : 'bg-indigo-50 text-indigo-800 ring-indigo-200';

export function SubscriptionBadge() {
  const { data, isPending, isError } = useSubscription();
  if (isPending) {
    return <span className="h-6 w-20 animate-pulse rounded-full bg-slate-200" aria-label="Loading subscription" role="status" />;
  }
  const label = isError ? 'Free User' : subscriptionBadgeLabel(data ?? null);
  return (
    // On a phone a long plan name is cut short rather than pushing the menu off the screen; the whole name is its title.
    <span data-testid="subscription-badge" title={label} className={`block max-w-[6.5rem] truncate whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 sm:max-w-none ${toneFor(label)}`}>
      {label}
    </span>
  );
}
