import { isActive, isCanceled, isPastDue, SUBSCRIPTION_STATUS, type UserSubscription } from '#/shared/subscription';

export const UNKNOWN_PLAN_NAME = 'Unknown Plan';

/** The nav badge's words for a subscription: none, active (plan name), past due, canceled, or raw. */
export function subscriptionBadgeLabel(subscription: (UserSubscription & { plan_name?: string | null }) | null): string {
  const status = subscription?.subscription_status;
  if (!subscription || !status || status === SUBSCRIPTION_STATUS.notStarted) return 'Free User';
  if (isActive(subscription)) return subscription.plan_name || UNKNOWN_PLAN_NAME;
  if (isPastDue(subscription)) return 'Past Due';
  if (isCanceled(subscription)) return 'Canceled';
  return status;
}
