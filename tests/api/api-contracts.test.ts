/**
 * Every API route the app registers has a contract in src/shared/api/contracts.ts (and every contract a
 * route), and real answers of the running server parse with their contract's response schema.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiContracts, type JsonApiRoute } from '../../src/shared/api/contracts';
import { apiErrorSchema } from '../../src/shared/api/error';
import { createApp } from '../../src/server/create-app';
import { confirmEmail } from '../support/confirm-email';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile({ ADMIN_EMAILS: 'contracts.admin@parley.test' });
let learner: HttpClient;
let admin: HttpClient;

beforeAll(async () => {
  learner = await signedInClient(server.url, 'contracts@parley.test');
  admin = await signedInClient(server.url, 'contracts.admin@parley.test');
  await confirmEmail(server, 'contracts.admin@parley.test'); // a listed address counts once it is confirmed
}, 60_000);

/** Parley's API routes as Hono registered them: handlers (not middleware) under /api, /functions and /healthz, Better Auth's aside. */
function registeredApiRoutes(): string[] {
  const app = createApp(server.deps, { webRoot: '/nonexistent' });
  const keys = app.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.endsWith('*') && /^\/(api|functions)\/|^\/healthz$/.test(path) && !path.startsWith('/api/auth/'))
    .map(({ method, path }) => `${method} ${path}`);
  return [...new Set(keys)].sort();
}

describe('the contract list', () => {
  it('names every API route the server registers, and nothing else', () => {
    const routes = registeredApiRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((route) => !(route in apiContracts)), 'routes without a contract in src/shared/api/contracts.ts').toEqual([]);
    expect(Object.keys(apiContracts).filter((key) => !routes.includes(key)), 'contracts without a route').toEqual([]);
  });
});

/** Calls a route as the browser would and parses the answer with its contract. */
async function expectContract<R extends JsonApiRoute>(client: HttpClient, route: R, path: string, body?: unknown): Promise<z.infer<(typeof apiContracts)[R]['response']>> {
  const method = route.split(' ')[0]!;
  const response = await client.request(path, { method, body: body ?? (method === 'POST' ? {} : undefined) });
  expect(response.status, `${route}: ${JSON.stringify(response.body)}`).toBeLessThan(300);
  const parsed = apiContracts[route].response.safeParse(response.body);
  expect(parsed.error, `${route} answered ${JSON.stringify(response.body)}`).toBeUndefined();
  return parsed.data as z.infer<(typeof apiContracts)[R]['response']>;
}

describe('real answers parse with their response schemas', () => {
  it('health, the demo and the signed-in basics', async () => {
    await expectContract(learner, 'GET /healthz', '/healthz');
    const visitor = createHttpClient(server.url);
    await expectContract(visitor, 'GET /functions/v1/demo-session', '/functions/v1/demo-session');
    await expectContract(visitor, 'POST /functions/v1/demo-session', '/functions/v1/demo-session');
    await expectContract(learner, 'GET /api/me/profile', '/api/me/profile');
    await expectContract(learner, 'GET /api/me/is-admin', '/api/me/is-admin');
    await expectContract(learner, 'PUT /api/me/preferences', '/api/me/preferences', { explain_in_my_language: false });
    await expectContract(learner, 'GET /api/me/subscription', '/api/me/subscription');
    await expectContract(learner, 'GET /api/me/voice-settings', '/api/me/voice-settings');
    await expectContract(learner, 'PUT /api/me/voice-settings', '/api/me/voice-settings', { send_after_ms: 2500, allow_interrupt: true, recognition: 'browser' });
    const { teachers } = await expectContract(learner, 'GET /api/teachers', '/api/teachers');
    await expectContract(learner, 'GET /api/teachers/:slug', `/api/teachers/${teachers[0]!.slug}`);
  });

  it('a conversation, the notebook, review, progress and the learner profile', async () => {
    openai.reply = 'Lovely! What did you cook?';
    const reply = await expectContract(learner, 'POST /functions/v1/chat', '/functions/v1/chat', { teacher_slug: 'maya', messages: [{ role: 'user', content: 'I cooked dinner yesterday.' }] });
    expect(reply.conversation_id).toBeTruthy();
    const page = await expectContract(learner, 'GET /api/conversations', '/api/conversations');
    expect(page.conversations).toHaveLength(1);
    await expectContract(learner, 'GET /api/conversations/:id', `/api/conversations/${reply.conversation_id}`);
    await expectContract(learner, 'POST /api/notebook/words', '/api/notebook/words', { word: 'simmer', definition: 'to cook gently just below boiling' });
    const { entries } = await expectContract(learner, 'GET /api/notebook', '/api/notebook?kind=word');
    await expectContract(learner, 'GET /api/review', '/api/review');
    await expectContract(learner, 'GET /api/review/due-count', '/api/review/due-count');
    await expectContract(learner, 'POST /api/review/:id', `/api/review/${entries[0]!.id}`, { rating: 3 });
    await expectContract(learner, 'GET /api/progress', '/api/progress');
    await expectContract(learner, 'GET /api/learner-profile', '/api/learner-profile');
    await expectContract(learner, 'PUT /api/learner-profile', '/api/learner-profile', { level: 'B1', goals: 'Talk about food' });
    await expectContract(learner, 'POST /api/vocabulary', '/api/vocabulary', { text: 'What a remarkable journey!', known: ['journey'] });
    await expectContract(learner, 'GET /api/account/export', '/api/account/export');
    await expectContract(learner, 'DELETE /api/notebook/:id', `/api/notebook/${entries[0]!.id}`);
    await expectContract(learner, 'DELETE /api/conversations/:id', `/api/conversations/${reply.conversation_id}`);
  });

  it('the test-mode checkout and the admin panel', async () => {
    const buyer = await signedInClient(server.url, 'contracts.buyer@parley.test');
    const { url } = await expectContract(buyer, 'POST /functions/v1/checkout', '/functions/v1/checkout', { price_id: 'price_parley_monthly', mode: 'subscription' });
    const checkoutId = url.split('/test-checkout/')[1]!;
    await expectContract(buyer, 'GET /functions/v1/test-billing/checkouts/:id', `/functions/v1/test-billing/checkouts/${checkoutId}`);
    await expectContract(buyer, 'POST /functions/v1/test-billing/checkouts/:id/pay', `/functions/v1/test-billing/checkouts/${checkoutId}/pay`);
    const { subscription } = await expectContract(buyer, 'GET /api/me/subscription', '/api/me/subscription');
    expect(subscription?.subscription_status).toBe('active');
    await expectContract(buyer, 'POST /functions/v1/customer-portal', '/functions/v1/customer-portal');
    await expectContract(buyer, 'POST /functions/v1/test-billing/portal/:action', '/functions/v1/test-billing/portal/cancel-at-period-end');

    const { users } = await expectContract(admin, 'GET /functions/v1/admin-users', '/functions/v1/admin-users?page=1&page_size=10');
    const other = users.find((user) => user.email === 'contracts.buyer@parley.test')!;
    await expectContract(admin, 'POST /functions/v1/admin-users', '/functions/v1/admin-users', { target_user_id: other.user_id });
    await expectContract(admin, 'GET /api/admin/usage', '/api/admin/usage?days=7');
  });

  it('refusals answer the one error shape', async () => {
    const visitor = createHttpClient(server.url);
    const refusals = [
      await visitor.request('/api/teachers'),
      await visitor.request('/functions/v1/checkout', { body: { price_id: 'price_parley_monthly' } }),
      await learner.request('/functions/v1/checkout', { body: { price_id: 'price_free_lunch' } }),
      await learner.request('/functions/v1/stripe-webhook', { body: {} }),
      await learner.request('/api/notebook?kind=poem'),
      await learner.request('/api/teachers/nobody'),
      await learner.request('/functions/v1/nothing-here'),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBeGreaterThanOrEqual(400);
      expect(apiErrorSchema.safeParse(refusal.body).error, JSON.stringify(refusal.body)).toBeUndefined();
    }
  });
});
