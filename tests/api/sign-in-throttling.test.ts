/** Deliverable: failed sign-ins limited per account and per address; successes never count (OWASP). */
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS_PER_ACCOUNT, FAILED_SIGN_INS_PER_ADDRESS, SIGN_IN_FAILURE_WINDOW_MS } from '../../src/server/auth/throttle-failed-sign-ins';
import { requestCounters } from '../../src/server/db/schema';
import { createHttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { testServerForFile } from '../support/test-server-for-file';

// Behind a trusted proxy, so each test can play visitors from many addresses.
const server = testServerForFile({ env: { AUTH_RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
let addressCounter = 0;

const freshAddress = () => `198.18.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

async function createAccount(email: string) {
  const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
    body: { email, password: 'correct-horse', name: '' },
    headers: { 'X-Forwarded-For': freshAddress() },
  });
  if (response.status !== 200) throw new Error(`sign-up failed for ${email}: ${response.status}`);
}

const signIn = (email: string, password: string, address: string) =>
  createHttpClient(server.url).request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': address } });

/**
 * The counters estimate a sliding window from two fixed 15-minute windows on the clock: after an edge the
 * earlier attempts count a little less than one each as their window fades. A test that counts exactly to
 * a limit must not straddle an edge, or the limit arrives an attempt late. Near the edge, wait it out.
 */
async function awayFromWindowEdge(needMs = 60_000) {
  const left = SIGN_IN_FAILURE_WINDOW_MS - (Date.now() % SIGN_IN_FAILURE_WINDOW_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

const failuresCounted = async (key: string) =>
  (await server.deps.db.select().from(requestCounters).where(like(requestCounters.key, `sign-in-failures:${key}`)))[0]?.count ?? 0;

describe('sign-in throttling', () => {
  it('lets 30 learners behind one school address all sign in within a minute, in parallel, counting none', async () => {
    const learners = Array.from({ length: 30 }, (_, i) => `pupil-${i}@parley.test`);
    for (const email of learners) await createAccount(email);
    const school = '203.0.113.30';
    const responses = await Promise.all(learners.map((email) => signIn(email, 'correct-horse', school)));
    expect(responses.map((r) => r.status)).toEqual(learners.map(() => 200));
    expect(await failuresCounted(`address:${school}`)).toBe(0);
  }, 120_000);

  it('never counts successful sign-ins: after many, a wrong password is still just wrong', async () => {
    await awayFromWindowEdge();
    await createAccount('regular@parley.test');
    const home = freshAddress();
    for (let i = 0; i < 8; i += 1) expect((await signIn('regular@parley.test', 'correct-horse', home)).status).toBe(200);
    expect((await signIn('regular@parley.test', 'typo', home)).status).toBe(401);
    expect(await failuresCounted('account:regular@parley.test')).toBe(1);
  }, 150_000);

  it('limits failed attempts per account across addresses, refusing even the right password for a while', async () => {
    await awayFromWindowEdge();
    await createAccount('target@parley.test');
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_SIGN_INS_PER_ACCOUNT + 3; i += 1) statuses.push((await signIn('Target@Parley.test', `guess-${i}`, freshAddress())).status);
    expect(statuses).toEqual([...Array(FAILED_SIGN_INS_PER_ACCOUNT).fill(401), 429, 429, 429]);
    const locked = await signIn('target@parley.test', 'correct-horse', freshAddress());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed sign-in attempts for this account. Please wait 15 minutes, or reset your password.', code: 'too_many_failed_sign_ins' });
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(locked.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(false);
    // Refused attempts are not counted on top: the counter holds exactly the failures that were checked.
    expect(await failuresCounted('account:target@parley.test')).toBe(FAILED_SIGN_INS_PER_ACCOUNT);
  }, 150_000);

  it('holds the per-account limit against parallel guesses from many addresses', async () => {
    await awayFromWindowEdge();
    await createAccount('parallel@parley.test');
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn('parallel@parley.test', `guess-${i}`, freshAddress())));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(FAILED_SIGN_INS_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20 - FAILED_SIGN_INS_PER_ACCOUNT);
    expect(await failuresCounted('account:parallel@parley.test')).toBeLessThanOrEqual(FAILED_SIGN_INS_PER_ACCOUNT);
  }, 150_000);

  it('limits failed attempts per address across accounts (credential stuffing), leaving other addresses alone', async () => {
    await awayFromWindowEdge();
    const attacker = '192.0.2.66';
    for (let i = 0; i < FAILED_SIGN_INS_PER_ADDRESS; i += 1) expect((await signIn(`victim-${i}@parley.test`, 'password1', attacker)).status).toBe(401);
    const next = await signIn('victim-next@parley.test', 'password1', attacker);
    expect(next.status).toBe(429);
    expect(next.body.error).toBe('Too many failed sign-in attempts from your network. Please wait 15 minutes, or reset your password.');
    expect(await failuresCounted(`address:${attacker}`)).toBe(FAILED_SIGN_INS_PER_ADDRESS);
    await createAccount('bystander@parley.test');
    expect((await signIn('bystander@parley.test', 'correct-horse', freshAddress())).status).toBe(200);
  }, 150_000);

  it('never limits reading one\'s own session: a classroom behind one address keeps its pages past 120 reads a minute', async () => {
    const learner = await signedInClient(server.url, 'session-reader@parley.test');
    const classroom = freshAddress();
    const statuses = await Promise.all(
      Array.from({ length: 150 }, () => learner.request('/api/auth/get-session', { method: 'GET', headers: { 'X-Forwarded-For': classroom } }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 60_000);
});
