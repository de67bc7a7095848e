import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeStripeForFile, testServerForFile } from '../support/test-server-for-file';

const WEBHOOK_SECRET = 'whsec_parley_test_secret';
const stripeFake = fakeStripeForFile();
const server = testServerForFile(() => ({ env: { STRIPE_SECRET_KEY: 'sk_test_parley', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeFake.url } }));
let learner: HttpClient;
let customerId: string;
const stripe = new Stripe('sk_test_unused');
const T = 1_790_000_000;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'payer@parley.test');
});

function sendEvent(event: { id: string; type: string; created: number; object: Record<string, unknown> }, options: { secret?: string; tamper?: boolean } = {}) {
  const payload = JSON.stringify({ id: event.id, object: 'event', type: event.type, created: event.created, api_version: '2025-01-01', data: { object: event.object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return createHttpClient(server.url).request('/functions/v1/stripe-webhook', { rawBody: options.tamper ? payload.replace('active', 'ACTIVE') : payload, headers: { 'Stripe-Signature': header } });
}
const subscription = async (client = learner) => (await client.request('/api/me/subscription')).body.subscription;

describe('checkout', () => {
  it('refuses a caller without a session and an unknown price with the spec messages', async () => {
    const anonymous = await createHttpClient(server.url).request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'User must be authenticated', code: 'not_authenticated' });
    const unknown = await learner.request('/functions/v1/checkout', { body: { price_id: 'price_free_lunch', mode: 'subscription' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: 'Failed to create checkout session', code: 'invalid_checkout' });
    expect(stripeFake.requests).toHaveLength(0);
  });

  it('creates the customer once and a subscription Checkout Session with our own return addresses and the referral', async () => {
    const first = await learner.request('/functions/v1/checkout', {
      body: { price_id: 'price_parley_yearly', mode: 'subscription', success_url: 'https://evil.example/x', cancel_url: 'https://evil.example/y', affonso_referral: 'partner42' },
    });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\//);
    const session = stripeFake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params;
    customerId = session.get('customer')!;
    expect(customerId).toMatch(/^cus_fake_/);
    expect(session.get('line_items[0][price]')).toBe('price_parley_yearly');
    expect(session.get('mode')).toBe('subscription');
    expect(session.get('success_url')).toBe(`${server.url}/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(session.get('cancel_url')).toBe(`${server.url}/pricing`);
    expect(session.get('metadata[affonso_referral]')).toBe('partner42');

    await learner.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
    expect(stripeFake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1);
    expect(stripeFake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params.get('customer')).toBe(customerId);
  });
});

describe('webhook', () => {
  it('refuses forged, tampered and unsigned events and changes nothing', async () => {
    stripeFake.subscriptions.set('sub_1', { status: 'active', customer: customerId, priceId: 'price_parley_yearly', periodStart: T, periodEnd: T + 365 * 86_400, card: { brand: 'visa', last4: '4242' } });
    const event = { id: 'evt_forged', type: 'customer.subscription.updated', created: T, object: { id: 'sub_1', object: 'subscription', customer: customerId, status: 'active' } };
    expect((await sendEvent(event, { secret: 'whsec_wrong' })).status).toBe(400);
    expect((await sendEvent(event, { tamper: true })).status).toBe(400);
    const unsigned = await createHttpClient(server.url).request('/functions/v1/stripe-webhook', { rawBody: '{}' });
    expect(unsigned.status).toBe(400);
    // The customer exists since checkout; no subscription has been recorded.
    expect(await subscription()).toMatchObject({ customer_id: customerId, subscription_id: null, subscription_status: null });
  });

  it('applies checkout.session.completed from the state re-read from Stripe, with the card', async () => {
    const response = await sendEvent({ id: 'evt_1', type: 'checkout.session.completed', created: T, object: { id: 'cs_1', object: 'checkout.session', customer: customerId, subscription: 'sub_1' } });
    expect(response.body).toEqual({ received: true, result: 'applied' });
    expect(await subscription()).toMatchObject({
      customer_id: customerId, subscription_id: 'sub_1', subscription_status: 'active', price_id: 'price_parley_yearly',
      current_period_end: T + 365 * 86_400, cancel_at_period_end: false, payment_method_brand: 'visa', payment_method_last4: '4242',
      plan_name: 'Parley Unlimited (Yearly)',
    });
  });

  it('applies a replayed event once', async () => {
    stripeFake.subscriptions.get('sub_1')!.cancelAtPeriodEnd = true;
    const again = await sendEvent({ id: 'evt_1', type: 'checkout.session.completed', created: T, object: { id: 'cs_1', customer: customerId, subscription: 'sub_1' } });
    expect(again.body.result).toBe('duplicate');
    expect((await subscription()).cancel_at_period_end).toBe(false);
  });

  it('follows later events (past due, cancel at period end) and never rolls back for an older one', async () => {
    stripeFake.subscriptions.set('sub_1', { ...stripeFake.subscriptions.get('sub_1')!, status: 'past_due', cancelAtPeriodEnd: false });
    await sendEvent({ id: 'evt_2', type: 'invoice.payment_failed', created: T + 100, object: { id: 'in_1', object: 'invoice', customer: customerId, subscription: 'sub_1' } });
    expect((await subscription()).subscription_status).toBe('past_due');

    // A delayed older event arrives while Stripe briefly reports the earlier state: ignored.
    stripeFake.subscriptions.get('sub_1')!.status = 'active';
    await sendEvent({ id: 'evt_old', type: 'customer.subscription.updated', created: T + 50, object: { id: 'sub_1', object: 'subscription', customer: customerId } });
    expect((await subscription()).subscription_status).toBe('past_due');

    stripeFake.subscriptions.get('sub_1')!.cancelAtPeriodEnd = true;
    await sendEvent({ id: 'evt_3', type: 'customer.subscription.updated', created: T + 200, object: { id: 'sub_1', object: 'subscription', customer: customerId } });
    expect(await subscription()).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true });

    stripeFake.subscriptions.get('sub_1')!.status = 'canceled';
    await sendEvent({ id: 'evt_4', type: 'customer.subscription.deleted', created: T + 300, object: { id: 'sub_1', object: 'subscription', customer: customerId } });
    expect((await subscription()).subscription_status).toBe('canceled');
  });

  it('ignores events it does not handle, and never shows one user another user\'s subscription', async () => {
    expect((await sendEvent({ id: 'evt_other', type: 'charge.refunded', created: T + 400, object: { id: 'ch_1', object: 'charge', customer: customerId } })).body.result).toBe('ignored');
    const other = await signedInClient(server.url, 'someone.else@parley.test');
    expect(await subscription(other)).toBeNull();
  });

  it('opens the customer portal for a customer, and refuses one without a subscription', async () => {
    expect((await learner.request('/functions/v1/customer-portal', { body: {} })).body).toEqual({ url: 'https://billing.stripe.test/session' });
    const other = await signedInClient(server.url, 'no.portal@parley.test');
    expect((await other.request('/functions/v1/customer-portal', { body: {} })).status).toBe(404);
  });
});
