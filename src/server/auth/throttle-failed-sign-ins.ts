/**
 * Sign-in throttling that stops the attacker, not the owner (OWASP authentication cheat sheet): failed
 * attempts are limited per address and account (one client guessing one password), per address (one
 * address trying many accounts: credential stuffing) and per account from clients it does not know (a
 * botnet spreading guesses over many addresses). A client the account knows, by its device cookie or
 * because it signed in from that address before, is never locked out by guesses made elsewhere; a
 * successful sign-in never counts, so a classroom behind one address all get in.
 *
 * Each attempt takes a slot in its counters before the password is checked and gives it back unless the
 * password was wrong, so parallel guesses cannot all slip past the check. Counters live in the database.
 */
import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { Database } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { countRequest, refundRequest } from '../http/count-request';
import { isKnownDevice, knownDeviceCookie } from './known-device';

export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Failed attempts at one account from clients it does not know, whatever their addresses. */
export const FAILED_SIGN_INS_PER_ACCOUNT = 5;
/** Failed attempts at one account from one address: the limit even a known client meets. */
export const FAILED_SIGN_INS_PER_ADDRESS_AND_ACCOUNT = 5;
export const FAILED_SIGN_INS_PER_ADDRESS = 50;

const WRONG_CREDENTIALS_STATUS = 401;
const signInBody = z.object({ email: z.string().trim().toLowerCase().max(320) });

/** `from`: whose attempts the counter holds, as the refusal names them (tooManyFailedSignIns in the API's catalogue). */
type Counter = { key: string; limit: number; isEnforced: boolean; from: 'accountFromNetwork' | 'network' | 'account' };

/** Whether this account has a session opened from this address: the owner's usual network. */
async function hasSignedInFrom(db: Database, email: string, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(users.email, email), eq(sessions.ipAddress, address)))
    .limit(1);
  return row !== undefined;
}

export const throttleFailedSignIns = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.env.AUTH_RATE_LIMIT === 'off') return next();
  const body = signInBody.safeParse(await c.req.raw.clone().json().catch(() => null));
  // Malformed requests are Better Auth's to refuse (400); they never reach a password check.
  if (!body.success) return next();

  const { db, env } = c.var.deps;
  const { email } = body.data;
  const address = c.var.clientIp;
  const isKnownClient = isKnownDevice(env, c.req.header('cookie'), email) || (await hasSignedInFrom(db, email, address));
  const counters: Counter[] = [
    { key: `sign-in-failures:address-account:${address}:${email}`, limit: FAILED_SIGN_INS_PER_ADDRESS_AND_ACCOUNT, isEnforced: true, from: 'accountFromNetwork' },
    { key: `sign-in-failures:address:${address}`, limit: FAILED_SIGN_INS_PER_ADDRESS, isEnforced: true, from: 'network' },
    // Counted for every failure, so a botnet's guesses add up; it locks out only the clients the account does not know.
    { key: `sign-in-failures:account:${email}`, limit: FAILED_SIGN_INS_PER_ACCOUNT, isEnforced: !isKnownClient, from: 'account' },
  ];
  const countedAt = Date.now();
  const counted = await Promise.all(counters.map(({ key }) => countRequest(db, key, SIGN_IN_FAILURE_WINDOW_MS, countedAt)));
  const giveBack = () => Promise.all(counters.map(({ key }) => refundRequest(db, key, SIGN_IN_FAILURE_WINDOW_MS, countedAt)));

  const passed = counters.map((counter, at) => ({ counter, count: counted[at]! })).filter(({ counter, count }) => counter.isEnforced && count.inWindow > counter.limit);
  if (passed.length > 0) {
    await giveBack();
    const waitMs = Math.max(...passed.map(({ counter, count }) => count.retryAfterMs(counter.limit)));
    c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    throw new AppError('too_many_failed_sign_ins', { key: 'tooManyFailedSignIns', values: { from: passed[0]!.counter.from } }, 429);
  }
  await next();
  if (c.res.status !== WRONG_CREDENTIALS_STATUS) await giveBack();
  if (c.res.ok) c.res.headers.append('Set-Cookie', knownDeviceCookie(env, c.req.header('cookie'), email));
});
