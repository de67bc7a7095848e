/**
 * One interface for the payment provider: Stripe, or the local test-mode provider used when no Stripe
 * key is set. Parley's own records are only ever written from provider state (see apply-billing-event).
 */

/** A subscription as the provider holds it, re-read whenever an event arrives. */
export type ProviderSubscription = {
  id: string;
  customerId: string;
  status: string;
  priceId: string | null;
  currentPeriodStart: number | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  paymentMethodBrand: string | null;
  paymentMethodLast4: string | null;
};

/** The part of a provider event Parley reads. */
export type BillingEvent = {
  id: string;
  type: string;
  created: number;
  /** The subscription the event concerns, when it names one. */
  subscriptionId: string | null;
  customerId: string | null;
};

export interface BillingProvider {
  readonly isTestMode: boolean;
  createCustomer(input: { email: string; userId: string }): Promise<string>;
  createCheckoutSession(input: { customerId: string; priceId: string; userId: string; successUrl: string; cancelUrl: string; referral?: string }): Promise<{ url: string }>;
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** Ends a subscription now, with no further charges (used when the learner deletes their account). */
  cancelSubscription(subscriptionId: string): Promise<void>;
}
