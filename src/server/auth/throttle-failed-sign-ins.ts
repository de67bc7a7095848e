/**
 * Sign-in throttling as OWASP's authentication cheat sheet describes it: failed attempts are limited per
 * account (whatever the address, so a botnet cannot spread guesses) and per address (so one address cannot
 * try many accounts); a successful sign-in never counts, so a classroom behind one address all get in.
 *
 * Each attempt takes a slot in both counters before the password is checked and gives it back unless the
 * password was wrong, so parallel guesses cannot all slip past the check. Counters live in the database.
 */
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { countRequest, refundRequest } from '../http/count-request';

export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const FAILED_SIGN_INS_PER_ACCOUNT = 5;
export const FAILED_SIGN_INS_PER_ADDRESS = 50;

const WRONG_CREDENTIALS_STATUS = 401;
const signInBody = z.object({ email: z.string().trim().toLowerCase().max(320) });

export const throttleFailedSignIns = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.deps.env.AUTH_RATE_LIMIT === 'off') return next();
  const body = signInBody.safeParse(await c.req.raw.clone().json().catch(() => null));
  // Malformed requests are Better Auth's to refuse (400); they never reach a password check.
  if (!body.success) return next();

  const { db } = c.var.deps;
  const countedAt = Date.now();
  const keys = [`sign-in-failures:account:${body.data.email}`, `sign-in-failures:address:${c.var.clientIp}`];
  const [accountFailures, addressFailures] = await Promise.all(keys.map((key) => countRequest(db, key, SIGN_IN_FAILURE_WINDOW_MS, countedAt)));
  const giveBack = () => Promise.all(keys.map((key) => refundRequest(db, key, SIGN_IN_FAILURE_WINDOW_MS, countedAt)));

  const isAccountLocked = accountFailures!.inWindow > FAILED_SIGN_INS_PER_ACCOUNT;
  if (isAccountLocked || addressFailures!.inWindow > FAILED_SIGN_INS_PER_ADDRESS) {
    await giveBack();
    const waitMs = Math.max(accountFailures!.retryAfterMs(FAILED_SIGN_INS_PER_ACCOUNT), addressFailures!.retryAfterMs(FAILED_SIGN_INS_PER_ADDRESS));
    c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
    const from = isAccountLocked ? 'for this account' : 'from your network';
    throw new AppError('too_many_failed_sign_ins', `Too many failed sign-in attempts ${from}. Please wait 15 minutes, or reset your password.`, 429);
  }
  await next();
  if (c.res.status !== WRONG_CREDENTIALS_STATUS) await giveBack();
});
