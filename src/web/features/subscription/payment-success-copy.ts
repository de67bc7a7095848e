/** The payment-success page's title and description by subscription state and elapsed time. */
import { PAYMENT_STATUS_COPY_STEPS_MS } from '#/shared/constants';
import { isActive, type UserSubscription } from '#/shared/subscription';
import { inEnglish, type SubscriptionWords } from './subscription-words';

export type SuccessCopy = { title: string; description: string; isWaiting: boolean };

export function paymentSuccessCopy(
  input: { subscription: UserSubscription | null | undefined; isLoading: boolean; elapsedMs: number; isSignedIn: boolean },
  t: SubscriptionWords = inEnglish,
): SuccessCopy {
  const { subscription } = input;
  if (isActive(subscription)) {
    return { title: t('welcomeTitle'), description: t('welcomeText'), isWaiting: false };
  }
  if (subscription?.subscription_id) {
    return { title: t('activatingTitle'), description: t('activatingText', { status: String(subscription.subscription_status) }), isWaiting: true };
  }
  if (!input.isSignedIn && !input.isLoading) {
    return { title: t('paymentSuccessfulTitle'), description: t('paymentSuccessfulText'), isWaiting: false };
  }
  const [first, second] = PAYMENT_STATUS_COPY_STEPS_MS;
  const title = input.elapsedMs < first ? t('processingPayment') : input.elapsedMs < second ? t('stillProcessing') : t('processingContinues');
  return { title, description: t('confirmingPayment'), isWaiting: true };
}

/** The elapsed timer's colour: calm, then amber after 15 s, then red after 30 s. */
export function elapsedTone(elapsedMs: number): 'green' | 'amber' | 'red' {
  return elapsedMs < 15_000 ? 'green' : elapsedMs < 30_000 ? 'amber' : 'red';
}
