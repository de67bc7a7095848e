/**
 * Six wrong passwords at an account lock out the one guessing, not the owner: from their usual client (its
 * device cookie, or the address they signed in from before) the right password still signs in, while a
 * client the account does not know stays refused, as do further guesses from the attacker's address.
 */
import { describe, expect, it } from 'vitest';
import { FAILED_SIGN_INS_PER_ACCOUNT, FAILED_SIGN_INS_PER_ADDRESS_AND_ACCOUNT, SIGN_IN_FAILURE_WINDOW_MS } from '../../src/server/auth/throttle-failed-sign-ins';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile({ env: { AUTH_RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
let addressCounter = 0;
const freshAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const signIn = (client: HttpClient, email: string, password: string, address: string) =>
  client.request('/api/auth/sign-in/email', { body: { email, password }, headers: { 'X-Forwarded-For': address } });

/** An account and its owner's browser, signed in once from home (as every owner has before an attack). */
async function ownerAtHome(email: string) {
  const home = freshAddress();
  const browser = createHttpClient(server.url);
  const signUp = await browser.request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse', name: '' }, headers: { 'X-Forwarded-For': home } });
  expect(signUp.status).toBe(200);
  expect((await signIn(browser, email, 'correct-horse', home)).status).toBe(200);
  return { home, browser };
}

/** Counting to a limit must not straddle the edge of a 15-minute window, where earlier attempts fade. */
async function awayFromWindowEdge(needMs = 60_000) {
  const left = SIGN_IN_FAILURE_WINDOW_MS - (Date.now() % SIGN_IN_FAILURE_WINDOW_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('sign-in throttling stops the attacker, not the owner', () => {
  it('after six wrong passwords from one address, the owner signs in from their usual client; the attacker stays refused', async () => {
    await awayFromWindowEdge();
    const { home, browser } = await ownerAtHome('owner-one@parley.test');
    const attacker = createHttpClient(server.url);
    const attackerAddress = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(attacker, 'owner-one@parley.test', `guess-${i}`, attackerAddress)).status);
    expect(statuses).toEqual([...Array(FAILED_SIGN_INS_PER_ADDRESS_AND_ACCOUNT).fill(401), 429]);

    const owner = await signIn(browser, 'owner-one@parley.test', 'correct-horse', home);
    expect(owner.status).toBe(200);
    expect(owner.headers.getSetCookie().some((c) => c.includes('session_token'))).toBe(true);
    // The right password from the attacker's address is still refused: it is that address that guessed.
    const fromAttacker = await signIn(attacker, 'owner-one@parley.test', 'correct-horse', attackerAddress);
    expect(fromAttacker.status).toBe(429);
    expect(fromAttacker.body.code).toBe('too_many_failed_sign_ins');
  }, 150_000);

  it('after guesses spread over many addresses, the owner signs in with their device cookie from anywhere; unknown clients wait', async () => {
    await awayFromWindowEdge();
    const { browser } = await ownerAtHome('owner-two@parley.test');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(createHttpClient(server.url), 'owner-two@parley.test', `guess-${i}`, freshAddress())).status);
    expect(statuses).toEqual([...Array(FAILED_SIGN_INS_PER_ACCOUNT).fill(401), 429]);

    // Travelling: a new address, the same browser.
    expect((await signIn(browser, 'owner-two@parley.test', 'correct-horse', freshAddress())).status).toBe(200);
    // A client the account has never seen, with the right password, is still held back (distributed guessing).
    expect((await signIn(createHttpClient(server.url), 'owner-two@parley.test', 'correct-horse', freshAddress())).status).toBe(429);
  }, 150_000);

  it('recognises the owner by the address they signed in from before, even in a new browser', async () => {
    await awayFromWindowEdge();
    const { home } = await ownerAtHome('owner-three@parley.test');
    for (let i = 0; i < 6; i += 1) await signIn(createHttpClient(server.url), 'owner-three@parley.test', `guess-${i}`, freshAddress());
    expect((await signIn(createHttpClient(server.url), 'owner-three@parley.test', 'correct-horse', home)).status).toBe(200);
  }, 150_000);
});
