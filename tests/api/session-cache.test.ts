import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/start-test-server';

// A one-second cookie cache, so the window can be waited out here; production uses 30 seconds.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SESSION_CACHE_SECONDS: '1' } });
});
afterAll(() => server?.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const hasSessionData = (client: HttpClient) => [...client.cookies.keys()].some((name) => name.includes('session_data'));

async function userIdOf(email: string): Promise<string> {
  const [user] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

describe('session cookie cache', () => {
  it('answers from the signed cookie without the session row, but only within the window', async () => {
    const learner = await signedInClient(server.url, 'cached@parley.test');
    expect(hasSessionData(learner)).toBe(true);
    expect((await learner.request('/api/me/profile')).status).toBe(200);

    // Revoked elsewhere (another device signed out, password reset): the row is gone.
    await server.deps.db.delete(sessions).where(eq(sessions.userId, await userIdOf('cached@parley.test')));
    expect((await learner.request('/api/me/profile')).status).toBe(200); // the cached window
    expect((await learner.request('/functions/v1/customer-portal', { body: {} })).status).toBe(401); // billing checks at once
    expect((await learner.request('/functions/v1/admin-users')).status).toBe(401);

    await sleep(1_300);
    expect((await learner.request('/api/me/profile')).status).toBe(401);
    expect((await learner.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content: 'Hello' }] } })).status).toBe(401);
  });

  it('renews the cached cookie from the database once it lapses, while the session is valid', async () => {
    const learner = await signedInClient(server.url, 'renewed@parley.test');
    await sleep(1_300);
    const response = await learner.request('/api/me/profile');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes('session_data') && /HttpOnly/i.test(cookie))).toBe(true);
    expect(hasSessionData(learner)).toBe(true);
  });

  it('a deleted user stops working once the window has passed', async () => {
    const learner = await signedInClient(server.url, 'leaving@parley.test');
    await server.deps.db.delete(users).where(eq(users.id, await userIdOf('leaving@parley.test')));
    await sleep(1_300);
    expect((await learner.request('/api/me/profile')).status).toBe(401);
  });
});
