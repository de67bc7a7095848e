import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

// Sessions are remembered for one second here, so the window can be waited out; production uses 30 seconds.
const server = testServerForFile({ env: { SESSION_CACHE_SECONDS: '1' } });

const DAY_MS = 24 * 60 * 60 * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sessionTokenCookie = (client: HttpClient) => [...client.cookies].find(([name]) => name.endsWith('session_token'))!;

async function userIdOf(email: string): Promise<string> {
  const [user] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return user!.id;
}

async function sessionRowOf(email: string) {
  const [row] = await server.deps.db.select().from(sessions).where(eq(sessions.userId, await userIdOf(email)));
  return row;
}

/** A second browser tab replaying exactly these cookies. */
function replaying(client: HttpClient): HttpClient {
  const copy = createHttpClient(server.url);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

describe('reading sessions', () => {
  it('signs in with one signed token cookie and no cached copy of the user', async () => {
    const learner = await signedInClient(server.url, 'one-cookie@parley.test');
    expect([...learner.cookies.keys()].filter((name) => name.includes('better-auth'))).toEqual(['better-auth.session_token']);
    const me = await learner.request('/api/me/profile');
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie()).toEqual([]); // a valid session not due for renewal sends nothing back
  });

  it('remembers a session within the window, but billing and admin read the database at once', async () => {
    const learner = await signedInClient(server.url, 'cached@parley.test');
    expect((await learner.request('/api/me/profile')).status).toBe(200);

    // Revoked elsewhere (another device signed out, password reset): the row is gone.
    await server.deps.db.delete(sessions).where(eq(sessions.userId, await userIdOf('cached@parley.test')));
    expect((await learner.request('/api/me/profile')).status).toBe(200); // the remembered window
    expect((await learner.request('/functions/v1/customer-portal', { body: {} })).status).toBe(401); // billing checks at once
    expect((await learner.request('/functions/v1/admin-users')).status).toBe(401);

    await sleep(1_300);
    expect((await learner.request('/api/me/profile')).status).toBe(401);
    expect((await learner.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content: 'Hello' }] } })).status).toBe(401);
  });

  it('a signed-out session stops at once, even when its cookie is replayed', async () => {
    const learner = await signedInClient(server.url, 'signing-out@parley.test');
    const thief = replaying(learner);
    expect((await thief.request('/api/me/profile')).status).toBe(200);
    expect((await learner.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    expect((await thief.request('/api/me/profile')).status).toBe(401);
  });

  it('refuses a token whose signature does not match, and a real token signed with another key', async () => {
    const learner = await signedInClient(server.url, 'forged@parley.test');
    const [name, value] = sessionTokenCookie(learner);
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const changed = signature[10] === 'A' ? 'B' : 'A';
    const forgeries = [
      `${token}.${signature.slice(0, 10)}${changed}${signature.slice(11)}`, // one character of the signature changed
      `${token}`, // no signature
      `${(await sessionRowOf('forged@parley.test'))!.token}.${Buffer.alloc(32).toString('base64')}`,
    ];
    for (const forged of forgeries) {
      const thief = createHttpClient(server.url);
      thief.cookies.set(name, encodeURIComponent(forged));
      expect((await thief.request('/api/me/profile')).status, forged).toBe(401);
    }
    expect((await learner.request('/api/me/profile')).status).toBe(200);
  });

  it('lets Better Auth renew a session a day old: the expiry moves on and the cookie is sent again', async () => {
    const learner = await signedInClient(server.url, 'renewed@parley.test');
    const row = (await sessionRowOf('renewed@parley.test'))!;
    const aDayOld = new Date(row.expiresAt.getTime() - DAY_MS - 60_000);
    await server.deps.db.update(sessions).set({ expiresAt: aDayOld }).where(eq(sessions.id, row.id));

    const response = await learner.request('/api/me/profile');
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('better-auth.session_token=') && /HttpOnly/i.test(cookie))).toBe(true);
    const renewed = (await sessionRowOf('renewed@parley.test'))!;
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(aDayOld.getTime() + DAY_MS / 2);
  });

  it('an expired session is refused and its cookie cleared', async () => {
    const learner = await signedInClient(server.url, 'expired@parley.test');
    const row = (await sessionRowOf('expired@parley.test'))!;
    await server.deps.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(sessions.id, row.id));
    await sleep(1_100); // past the remembered window of the sign-in's own reads
    const response = await learner.request('/api/me/profile');
    expect(response.status).toBe(401);
    expect(learner.cookies.has('better-auth.session_token')).toBe(false);
  });

  it('a deleted user stops working once the window has passed', async () => {
    const learner = await signedInClient(server.url, 'leaving@parley.test');
    expect((await learner.request('/api/me/profile')).status).toBe(200);
    await server.deps.db.delete(users).where(eq(users.id, await userIdOf('leaving@parley.test')));
    await sleep(1_300);
    expect((await learner.request('/api/me/profile')).status).toBe(401);
  });
});
