/** Checkout error copy, shared by the checkout function and the billing helper. */
export const CHECKOUT_ERRORS = {
  notAuthenticated: 'User must be authenticated',
  noSession: 'No valid session found',
  failed: 'Failed to create checkout session',
  noUrl: 'No checkout URL received',
} as const;

/** Checkout refused (409) while the learner already has an active or past-due subscription (ADR 008). */
export const SUBSCRIPTION_EXISTS = {
  code: 'subscription_exists',
  message: 'You already have a Parley subscription, so there is no second one to buy.',
  manageUrl: '/manage-subscription',
} as const;
