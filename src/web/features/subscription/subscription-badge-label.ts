import type { UserSubscription } from '#/shared/subscription';

export const UNKNOWN_PLAN_NAME = 'Unknown Plan';

/** The nav badge's words for a subscription (spec §2): none, active (plan name), past due, canceled, or raw. */
export function subscriptionBadgeLabel(subscription: (UserSubscription & { plan_name?: string | null }) | null): string {
  const status = subscription?.subscription_status;
  if (!subscription || !status || status === 'not_started') return 'Free User';
  if (status === 'active') return subscription.plan_name || UNKNOWN_PLAN_NAME;
  if (status === 'past_due') return 'Past Due';
  if (status === 'canceled') return 'Canceled';
  return status;
}
