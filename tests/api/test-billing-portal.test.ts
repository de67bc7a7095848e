/** The local test-mode billing portal: only its four actions exist; any other name is a clear 400. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learner: HttpClient;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'portal.names@parley.test');
  const checkout = await learner.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly', mode: 'subscription' } });
  const checkoutId = String(checkout.body.url).split('/test-checkout/')[1];
  expect((await learner.request(`/functions/v1/test-billing/checkouts/${checkoutId}/pay`, { body: {} })).status).toBe(200);
});

const subscription = async () => (await learner.request('/api/me/subscription')).body.subscription;

describe('test-mode billing portal actions', () => {
  it.each(['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf'])('answers 400 for "%s" and changes nothing', async (name) => {
    const response = await learner.request(`/functions/v1/test-billing/portal/${name}`, { body: {} });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('unknown_action');
    expect(await subscription()).toMatchObject({ subscription_status: 'active', cancel_at_period_end: false });
  });

  it('applies a real action to the current subscription', async () => {
    expect((await learner.request('/functions/v1/test-billing/portal/cancel-at-period-end', { body: {} })).status).toBe(200);
    expect(await subscription()).toMatchObject({ subscription_status: 'active', cancel_at_period_end: true });
  });
});
