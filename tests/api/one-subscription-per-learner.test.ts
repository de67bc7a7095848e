/** One subscription per learner: a second checkout is refused, rows are kept per subscription id. */
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasActiveSubscription } from '../../src/server/features/subscriptions/has-active-subscription';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeStripeForFile, testServerForFile } from '../support/test-server-for-file';

const WEBHOOK_SECRET = 'whsec_one_per_learner';
const T = 1_790_000_000;
const stripe = new Stripe('sk_test_unused');
const stripeFake = fakeStripeForFile();
const server = testServerForFile(() => ({ env: { STRIPE_SECRET_KEY: 'sk_test_parley', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeFake.url } }));
let learner: HttpClient;
let userId: string;
let customerId: string;
let eventCount = 0;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'one.plan@parley.test');
  userId = (await learner.request('/api/auth/get-session')).body.user.id;
});

const checkout = () => learner.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
const checkoutSessions = () => stripeFake.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
const current = async () => (await learner.request('/api/me/subscription')).body.subscription;

/** Stripe's state for the subscription, then the webhook telling Parley about it. */
async function stripeSays(subscriptionId: string, status: string, periodEnd: number) {
  stripeFake.subscriptions.set(subscriptionId, { status, customer: customerId, priceId: 'price_parley_monthly', periodStart: periodEnd - 30 * 86_400, periodEnd });
  eventCount += 1;
  const payload = JSON.stringify({ id: `evt_one_${eventCount}`, object: 'event', type: 'customer.subscription.updated', created: T + eventCount, api_version: '2025-01-01', data: { object: { id: subscriptionId, object: 'subscription', customer: customerId } } });
  const response = await createHttpClient(server.url).request('/functions/v1/stripe-webhook', { rawBody: payload, headers: { 'Stripe-Signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) } });
  expect(response.body.result).toBe('applied');
}

describe('one subscription per learner', () => {
  it('refuses a second checkout with 409, a sentence and the Manage Subscription link, and asks Stripe for nothing', async () => {
    expect((await checkout()).status).toBe(200);
    customerId = stripeFake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params.get('customer')!;
    await stripeSays('sub_first', 'active', T + 30 * 86_400);

    const before = stripeFake.requests.length;
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'You already have a Parley subscription, so there is no second one to buy.',
      code: 'subscription_exists',
      manage_url: '/manage-subscription',
    });
    expect(stripeFake.requests.length).toBe(before);
  });

  it('keeps each subscription in its own row: cancelling a second one leaves the first active, shown and granting access', async () => {
    // A checkout opened in another tab before the first was paid completes anyway.
    await stripeSays('sub_second', 'active', T + 31 * 86_400);
    await stripeSays('sub_second', 'canceled', T + 31 * 86_400);
    expect(await current()).toMatchObject({ subscription_id: 'sub_first', subscription_status: 'active' });
    expect(await hasActiveSubscription(server.deps.db, userId)).toBe(true);
  });

  it('still refuses while the subscription is past due, and allows checkout once nothing is open', async () => {
    await stripeSays('sub_first', 'past_due', T + 30 * 86_400);
    expect(await current()).toMatchObject({ subscription_id: 'sub_first', subscription_status: 'past_due' });
    expect(await hasActiveSubscription(server.deps.db, userId)).toBe(false);
    const sessionsBefore = checkoutSessions();
    expect((await checkout()).status).toBe(409);

    await stripeSays('sub_first', 'canceled', T + 30 * 86_400);
    // Both canceled: the one with the latest period end is the current one.
    expect(await current()).toMatchObject({ subscription_id: 'sub_second', subscription_status: 'canceled' });
    expect((await checkout()).status).toBe(200);
    expect(checkoutSessions()).toBe(sessionsBefore + 1);
  });
});
