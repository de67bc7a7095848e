/** Stripe through its SDK; STRIPE_API_URL points the SDK elsewhere (tests use a local stub). */
import Stripe from 'stripe';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './billing-provider';

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 1, timeout: 20_000 });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol.replace(':', '') as 'http' | 'https',
    maxNetworkRetries: 0,
    timeout: 20_000,
  });
}

export function createStripeBillingProvider(stripe: Stripe): BillingProvider {
  return {
    isTestMode: false,
    async createCustomer({ email, userId }) {
      const customer = await stripe.customers.create({ email, metadata: { user_id: userId } });
      return customer.id;
    },
    async createCheckoutSession({ customerId, priceId, userId, successUrl, cancelUrl, referral }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        metadata: { user_id: userId, ...(referral ? { affonso_referral: referral } : {}) },
        subscription_data: { metadata: { user_id: userId, ...(referral ? { affonso_referral: referral } : {}) } },
      });
      if (!session.url) throw new Error('No checkout URL received');
      return { url: session.url };
    },
    async retrieveSubscription(subscriptionId) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId, { expand: ['default_payment_method'] });
      return toProviderSubscription(subscription);
    },
    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },
    async cancelSubscription(subscriptionId) {
      await stripe.subscriptions.cancel(subscriptionId);
    },
  };
}

function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_start?: number; current_period_end?: number }) | undefined;
  // Newer API versions keep the period on the item; older ones on the subscription.
  const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
  const method = typeof subscription.default_payment_method === 'object' ? subscription.default_payment_method : null;
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    priceId: item?.price?.id ?? null,
    currentPeriodStart: item?.current_period_start ?? legacy.current_period_start ?? null,
    currentPeriodEnd: item?.current_period_end ?? legacy.current_period_end ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    paymentMethodBrand: method?.card?.brand ?? null,
    paymentMethodLast4: method?.card?.last4 ?? null,
  };
}

/** Reads the fields Parley uses from a verified Stripe event. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const object = event.data.object as unknown as Record<string, unknown>;
  const idOf = (value: unknown) => (typeof value === 'string' ? value : value && typeof value === 'object' ? ((value as { id?: string }).id ?? null) : null);
  let subscriptionId: string | null = null;
  if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(object.id);
  else if (event.type === 'checkout.session.completed') subscriptionId = idOf(object.subscription);
  else if (event.type.startsWith('invoice.')) {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | undefined;
    subscriptionId = idOf(object.subscription) ?? idOf(parent?.subscription_details?.subscription);
  }
  return { id: event.id, type: event.type, created: event.created, subscriptionId, customerId: idOf(object.customer) };
}
