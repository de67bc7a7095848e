/** Checkout error copy of spec §8, shared by the checkout function and the billing helper. */
export const CHECKOUT_ERRORS = {
  notAuthenticated: 'User must be authenticated',
  noSession: 'No valid session found',
  failed: 'Failed to create checkout session',
  noUrl: 'No checkout URL received',
} as const;
