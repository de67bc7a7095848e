/** Two server processes share one PostgreSQL: a webhook received by one reaches a browser connected to the other. */
import type { Browser } from 'playwright-core';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { type FakeStripeServer, startFakeStripeServer } from '../fakes/fake-stripe-server';
import { launchBrowser, openPage } from '../support/browser';
import { chromiumUnavailableReason } from '../support/chromium';
import { createScratchDatabase, isPostgresReachable } from '../support/scratch-postgres';
import { type ServerProcess, spawnServerProcess } from '../support/spawn-server-process';

const isReachable = await isPostgresReachable();
const WEBHOOK_SECRET = 'whsec_two_processes';

// Needs both a PostgreSQL server and Chromium; `npm test` names whichever is missing.
describe.skipIf(!isReachable || Boolean(chromiumUnavailableReason()))('two processes, one database', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let stripeFake: FakeStripeServer;
  let first: ServerProcess;
  let second: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(handle);
    await seedTeachers(handle.db);
    await handle.close();
    stripeFake = await startFakeStripeServer();
    const env = {
      DATABASE_URL: scratch.url,
      AUTH_SECRET: 'a-secret-shared-by-both-processes-0123456789',
      STRIPE_SECRET_KEY: 'sk_test_two',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripeFake.url,
      OPENAI_API_KEY: 'sk-unused',
      AUTH_RATE_LIMIT: 'off',
    };
    [first, second] = await Promise.all([spawnServerProcess(env), spawnServerProcess(env)]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([first?.close(), second?.close()]);
    await stripeFake?.close();
    await scratch?.drop();
  });

  it('updates the subscription badge in a browser on process B when process A receives the event', async () => {
    const { page } = await openPage(browser, { baseURL: second.url });
    await fetch(`${second.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: second.url },
      body: JSON.stringify({ email: 'cluster@parley.test', password: 'my-password', name: '' }),
    });
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill('cluster@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app');
    await page.getByTestId('subscription-badge').filter({ hasText: 'Free User' }).waitFor();

    // Checkout through process B creates the Stripe customer.
    const checkout = await page.evaluate(async () => {
      const response = await fetch('/functions/v1/checkout', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ price_id: 'price_parley_monthly', mode: 'subscription' }) });
      return response.json();
    });
    expect(checkout.url).toMatch(/checkout\.stripe\.test/);
    const customer = stripeFake.requests.find((r) => r.path === '/v1/checkout/sessions')!.params.get('customer')!;
    const now = Math.floor(Date.now() / 1000);
    stripeFake.subscriptions.set('sub_cluster', { status: 'active', customer, priceId: 'price_parley_monthly', periodStart: now, periodEnd: now + 30 * 86_400, card: { brand: 'mastercard', last4: '4444' } });

    // Stripe delivers the webhook to process A.
    const payload = JSON.stringify({ id: 'evt_cluster', object: 'event', type: 'checkout.session.completed', created: now, data: { object: { id: 'cs_cluster', object: 'checkout.session', customer, subscription: 'sub_cluster' } } });
    const signature = new Stripe('sk_unused').webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const delivered = await fetch(`${first.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
    expect(delivered.status).toBe(200);

    // The page on process B changes without a reload.
    await page.getByTestId('subscription-badge').filter({ hasText: 'Parley Unlimited (Monthly)' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
