/** The status panel's words and colour per subscription state. */
import { isCanceled, SUBSCRIPTION_STATUS, type UserSubscription } from '#/shared/subscription';

export type StatusPanel = { title: string; description: string; tone: 'slate' | 'green' | 'amber' | 'red' | 'indigo' };

export const longUsDate = (unixSeconds: number | null | undefined) =>
  unixSeconds ? new Date(unixSeconds * 1000).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }) : '—';

export function statusPanelFor(subscription: UserSubscription | null | undefined): StatusPanel {
  if (!subscription?.subscription_id) {
    return { title: 'Free Account', description: 'You are on the free plan. Upgrade any time for unlimited conversations with every teacher.', tone: 'slate' };
  }
  const end = longUsDate(subscription.current_period_end);
  switch (subscription.subscription_status) {
    case SUBSCRIPTION_STATUS.active:
      return subscription.cancel_at_period_end
        ? { title: 'Subscription Active', description: `Your unlimited access continues until ${end}, then your subscription ends.`, tone: 'amber' }
        : { title: 'Subscription Active', description: `Unlimited conversations with every teacher. Your plan renews on ${end}.`, tone: 'green' };
    case SUBSCRIPTION_STATUS.pastDue:
      return { title: 'Payment Past Due', description: 'Your last payment did not go through. Please update your payment method to keep your subscription.', tone: 'red' };
    case SUBSCRIPTION_STATUS.canceled:
      return { title: 'Subscription Canceled', description: `Your subscription has been canceled and ends at the end of the billing period (${end}).`, tone: 'slate' };
    default:
      return { title: `Subscription ${subscription.subscription_status}`, description: 'Your subscription is being updated by our payment provider.', tone: 'indigo' };
  }
}

/** 'Next Billing Date' / 'Active Until' (Current Plan card) and 'Next Billing' / 'Ends On' (status card). */
export function dateLabelsFor(subscription: UserSubscription | null | undefined) {
  const isEnding = Boolean(subscription?.cancel_at_period_end) || isCanceled(subscription);
  return { statusCard: isEnding ? 'Ends On' : 'Next Billing', planCard: isEnding ? 'Active Until' : 'Next Billing Date' };
}
