/** The status panel's words and colour per subscription state. */
import { isCanceled, SUBSCRIPTION_STATUS, type UserSubscription } from '#/shared/subscription';
import { inEnglish, longDate, type SubscriptionWords } from './subscription-words';

export type StatusPanel = { title: string; description: string; tone: 'slate' | 'green' | 'amber' | 'red' | 'indigo' };

export function statusPanelFor(subscription: UserSubscription | null | undefined, t: SubscriptionWords = inEnglish): StatusPanel {
  if (!subscription?.subscription_id) {
    return { title: t('freeAccountTitle'), description: t('freeAccountText'), tone: 'slate' };
  }
  const end = longDate(subscription.current_period_end, t.locale);
  switch (subscription.subscription_status) {
    case SUBSCRIPTION_STATUS.active:
      return subscription.cancel_at_period_end
        ? { title: t('activeTitle'), description: t('activeEndingText', { end }), tone: 'amber' }
        : { title: t('activeTitle'), description: t('activeRenewingText', { end }), tone: 'green' };
    case SUBSCRIPTION_STATUS.pastDue:
      return { title: t('pastDueTitle'), description: t('pastDueText'), tone: 'red' };
    case SUBSCRIPTION_STATUS.canceled:
      return { title: t('canceledTitle'), description: t('canceledText', { end }), tone: 'slate' };
    default:
      return { title: t('otherTitle', { status: String(subscription.subscription_status) }), description: t('otherText'), tone: 'indigo' };
  }
}

/** 'Next Billing Date' / 'Active Until' (Current Plan card) and 'Next Billing' / 'Ends On' (status card). */
export function dateLabelsFor(subscription: UserSubscription | null | undefined, t: SubscriptionWords = inEnglish) {
  const isEnding = Boolean(subscription?.cancel_at_period_end) || isCanceled(subscription);
  return { statusCard: isEnding ? t('endsOn') : t('nextBilling'), planCard: isEnding ? t('activeUntil') : t('nextBillingDate') };
}
