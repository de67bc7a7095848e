/** Webhooks cannot lose an event: a failure answers 5xx with nothing recorded, and Stripe's retry applies it. */
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeEvents } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeStripeForFile, testServerForFile } from '../support/test-server-for-file';

const WEBHOOK_SECRET = 'whsec_durability';
const T = 1_790_000_000;
const stripe = new Stripe('sk_test_unused');
const stripeFake = fakeStripeForFile();
const server = testServerForFile(() => ({ env: { STRIPE_SECRET_KEY: 'sk_test_parley', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripeFake.url } }));
let learner: HttpClient;
let customerId: string;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'durable@parley.test');
  const checkout = await learner.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
  expect(checkout.status).toBe(200);
  customerId = stripeFake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params.get('customer')!;
});

function deliver(id: string, subscriptionId: string, created = T) {
  const payload = JSON.stringify({ id, object: 'event', type: 'checkout.session.completed', created, api_version: '2025-01-01', data: { object: { id: `cs_${id}`, object: 'checkout.session', customer: customerId, subscription: subscriptionId } } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return createHttpClient(server.url).request('/functions/v1/stripe-webhook', { rawBody: payload, headers: { 'Stripe-Signature': header } });
}
const recordedEvents = async (id: string) => (await server.deps.db.select().from(stripeEvents).where(sql`${stripeEvents.id} = ${id}`)).length;
const subscription = async () => (await learner.request('/api/me/subscription')).body.subscription;

describe('a webhook whose effect fails', () => {
  it('answers 503 while Stripe is unreachable, records nothing, and the retry activates the subscription', async () => {
    stripeFake.subscriptions.set('sub_outage', { status: 'active', customer: customerId, priceId: 'price_parley_monthly', periodStart: T, periodEnd: T + 30 * 86_400 });
    stripeFake.failNextRequests(1);
    const first = await deliver('evt_outage', 'sub_outage');
    expect(first.status).toBe(503);
    expect(first.body.code).toBe('webhook_not_applied');
    expect(await recordedEvents('evt_outage')).toBe(0);
    expect((await subscription()).subscription_id).toBeNull();

    const retry = await deliver('evt_outage', 'sub_outage');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({ received: true, result: 'applied' });
    expect(await subscription()).toMatchObject({ subscription_id: 'sub_outage', subscription_status: 'active' });
    expect(await recordedEvents('evt_outage')).toBe(1);
    expect((await deliver('evt_outage', 'sub_outage')).body.result).toBe('duplicate');
  });

  it('rolls the event record back with the effect when the database write fails, and the retry applies it', async () => {
    stripeFake.subscriptions.set('sub_db', { status: 'past_due', customer: customerId, priceId: 'price_parley_monthly', periodStart: T, periodEnd: T + 30 * 86_400 });
    // A real database error inside the transaction, after the event row was inserted.
    await server.deps.db.execute(sql.raw(`create function refuse_subscription_write() returns trigger as $$ begin raise exception 'disk full (simulated)'; end; $$ language plpgsql`));
    await server.deps.db.execute(sql.raw('create trigger refuse_subscription_write before insert or update on stripe_subscriptions for each row execute function refuse_subscription_write()'));
    const failed = await deliver('evt_db', 'sub_db', T + 10);
    expect(failed.status).toBe(503);
    expect(await recordedEvents('evt_db')).toBe(0);

    await server.deps.db.execute(sql.raw('drop trigger refuse_subscription_write on stripe_subscriptions'));
    const retry = await deliver('evt_db', 'sub_db', T + 10);
    expect(retry.body).toEqual({ received: true, result: 'applied' });
    expect(await recordedEvents('evt_db')).toBe(1);
    const rows = await server.deps.db.execute(sql`select subscription_id, status from stripe_subscriptions where customer_id = ${customerId} order by subscription_id`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
      { subscription_id: 'sub_db', status: 'past_due' },
      { subscription_id: 'sub_outage', status: 'active' },
    ]);
  });
});
