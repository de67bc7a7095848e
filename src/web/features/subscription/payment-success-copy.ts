/** The payment-success page's title and description by subscription state and elapsed time. */
import { PAYMENT_STATUS_COPY_STEPS_MS } from '#/shared/constants';
import { isActive, type UserSubscription } from '#/shared/subscription';

export type SuccessCopy = { title: string; description: string; isWaiting: boolean };

export function paymentSuccessCopy(input: { subscription: UserSubscription | null | undefined; isLoading: boolean; elapsedMs: number; isSignedIn: boolean }): SuccessCopy {
  const { subscription } = input;
  if (isActive(subscription)) {
    return { title: 'Welcome to Parley Unlimited!', description: 'Your subscription is active. Every teacher is ready to talk, as much as you like.', isWaiting: false };
  }
  if (subscription?.subscription_id) {
    return { title: 'Activating Your Subscription...', description: `Your payment is confirmed and your subscription is being activated (status: ${subscription.subscription_status}).`, isWaiting: true };
  }
  if (!input.isSignedIn && !input.isLoading) {
    return { title: 'Payment Successful!', description: 'Thank you! Sign in to start your unlimited conversations. Processing can take up to 2-3 minutes.', isWaiting: false };
  }
  const [first, second] = PAYMENT_STATUS_COPY_STEPS_MS;
  const title = input.elapsedMs < first ? 'Processing your payment...' : input.elapsedMs < second ? 'Still processing...' : 'Processing continues...';
  return { title, description: 'We are confirming your payment with our payment provider. Processing can take up to 2-3 minutes.', isWaiting: true };
}

/** The elapsed timer's colour: calm, then amber after 15 s, then red after 30 s. */
export function elapsedTone(elapsedMs: number): 'green' | 'amber' | 'red' {
  return elapsedMs < 15_000 ? 'green' : elapsedMs < 30_000 ? 'amber' : 'red';
}
