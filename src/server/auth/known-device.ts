/**
 * OWASP's device cookie: after a successful password sign-in the browser keeps a cookie that proves "this
 * client has signed in to this account before" (an HMAC of the address under the auth secret). Failed
 * guesses at an account from elsewhere then lock out unknown clients only, never the owner's own browser.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../config/env';
import { cookieValue } from './signed-session-token';
import { loadAuthSecret } from './load-auth-secret';

export const KNOWN_DEVICE_COOKIE = 'parley_known_device';
/** A browser shared by a family keeps proof for a few accounts; the oldest falls off. */
const MAX_ACCOUNTS_PER_DEVICE = 4;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const secrets = new WeakMap<Env, string>();

function proofFor(env: Env, email: string): string {
  if (!secrets.has(env)) secrets.set(env, loadAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR }));
  return createHmac('sha256', secrets.get(env)!).update(`known-device:${email}`).digest('base64url');
}

function proofsIn(cookieHeader: string | undefined): string[] {
  const value = cookieHeader ? cookieValue(cookieHeader, KNOWN_DEVICE_COOKIE) : null;
  return value ? value.split('.').slice(0, MAX_ACCOUNTS_PER_DEVICE) : [];
}

/** Whether the request carries proof that this client signed in to `email` before. */
export function isKnownDevice(env: Env, cookieHeader: string | undefined, email: string): boolean {
  const expected = Buffer.from(proofFor(env, email));
  return proofsIn(cookieHeader).some((proof) => {
    const given = Buffer.from(proof);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** The Set-Cookie that remembers this client for `email`, beside the accounts it already knew. */
export function knownDeviceCookie(env: Env, cookieHeader: string | undefined, email: string): string {
  const proof = proofFor(env, email);
  const proofs = [proof, ...proofsIn(cookieHeader).filter((p) => p !== proof)].slice(0, MAX_ACCOUNTS_PER_DEVICE);
  const secure = env.APP_URL.startsWith('https://') ? '; Secure' : '';
  return `${KNOWN_DEVICE_COOKIE}=${proofs.join('.')}; Path=/api/auth; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
