/** Deliverable: state-changing API calls from another site (or not sent as JSON) are refused and change nothing. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoSessions, localBillingCheckouts, userProfiles, users } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

const REFUSED = 'This request did not come from Parley, so it was refused.';
const NOT_JSON = 'This request must be sent as JSON (Content-Type: application/json).';
const CHAT = { teacher_slug: 'maya', messages: [{ role: 'user', content: 'I went to the park yesterday.' }] };

const server = testServerForFile();
let learner: HttpClient;
let learnerId: string;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'origin-learner@parley.test');
  learnerId = (await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'origin-learner@parley.test')))[0]!.id;
});

const messageCount = async () =>
  (await server.deps.db.select({ count: userProfiles.messageCount }).from(userProfiles).where(eq(userProfiles.userId, learnerId)))[0]!.count;
const checkoutCount = async () => (await server.deps.db.select().from(localBillingCheckouts)).length;
const demoSessionCount = async () => (await server.deps.db.select().from(demoSessions)).length;

describe('cross-site requests', () => {
  it('refuses a chat message from a foreign Origin with 403, spending no free message', async () => {
    const response = await learner.request('/functions/v1/chat', { body: CHAT, headers: { Origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: REFUSED, code: 'cross_site_request' });
    expect(await messageCount()).toBe(0);
  });

  it('refuses a text/plain body from Parley itself (a form a foreign page could post), spending nothing', async () => {
    const response = await learner.request('/functions/v1/chat', { rawBody: JSON.stringify(CHAT), headers: { 'Content-Type': 'text/plain' } });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: NOT_JSON, code: 'json_required' });
    expect(await messageCount()).toBe(0);
  });

  it('refuses a checkout from a foreign Origin, or with neither Origin nor same-origin Sec-Fetch-Site, creating none', async () => {
    const body = { price_id: 'price_parley_monthly', mode: 'subscription' };
    const attempts: Array<Record<string, string>> = [{ Origin: 'https://evil.example' }, { Origin: 'null' }, {}, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of attempts) {
      const response = await rawRequest('/functions/v1/checkout', body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await checkoutCount()).toBe(0);
  });

  it('refuses starting a demo session cross-site, and every method that changes state', async () => {
    const anonymous = createHttpClient(server.url);
    expect((await anonymous.request('/functions/v1/demo-session', { body: {}, headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    expect(await demoSessionCount()).toBe(0);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await learner.request('/api/me/profile', { method, body: {}, headers: { Origin: 'https://evil.example' } });
      expect(response.status, method).toBe(403);
    }
  });

  it('accepts JSON from Parley: by Origin, or by Sec-Fetch-Site: same-origin when the browser sends no Origin', async () => {
    expect((await learner.request('/functions/v1/chat', { body: CHAT })).status).toBe(200);
    expect(await messageCount()).toBe(1);
    const noOrigin = await rawRequest('/functions/v1/checkout', { price_id: 'price_parley_monthly', mode: 'subscription' }, { 'Sec-Fetch-Site': 'same-origin' });
    expect(noOrigin.status).toBe(200);
    expect(await checkoutCount()).toBe(1);
    // A charset parameter is still JSON.
    const withCharset = await learner.request('/functions/v1/demo-session', { rawBody: '{}', headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    expect(withCharset.status).toBe(200);
  });

  it('leaves reading alone and lets the signed Stripe webhook through without an Origin', async () => {
    expect((await learner.request('/api/me/profile', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    const webhook = await fetch(`${server.url}/functions/v1/stripe-webhook`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
    // Not refused as cross-site: it reaches the webhook, which answers for itself (no Stripe configured here).
    expect(webhook.status).not.toBe(403);
  });
});

/** A request with exactly these headers (the learner's cookie, JSON), not the client's default Origin. */
async function rawRequest(path: string, body: unknown, headers: Record<string, string>) {
  const cookie = [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: cookie, ...headers }, body: JSON.stringify(body), redirect: 'manual' });
}
