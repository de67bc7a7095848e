/**
 * The caller's session, through Better Auth's cookie cache: a signed `session_data` cookie, valid for
 * SESSION_COOKIE_CACHE_SECONDS, answers without a database read; once it lapses the session is read
 * from the database again and the refreshed cookie is passed on to the browser with this response.
 * `fresh` skips the cache: for admin and billing actions, a revoked session must stop at once.
 */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { VerifiedSessionMemo } from './verified-session-memo';

type Auth = AppEnv['Variables']['deps']['auth'];
type Session = Awaited<ReturnType<Auth['api']['getSession']>>;

const memos = new WeakMap<Auth, VerifiedSessionMemo<NonNullable<Session>>>();

export async function readSession(c: Context<AppEnv>, options: { fresh?: boolean } = {}) {
  const { auth } = c.var.deps;
  const cookieHeader = c.req.header('cookie');
  const memo = memos.get(auth) ?? new VerifiedSessionMemo<NonNullable<Session>>();
  memos.set(auth, memo);
  if (!options.fresh && cookieHeader) {
    const remembered = memo.get(cookieHeader);
    if (remembered) return remembered;
  }

  const { headers, response } = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: options.fresh ? { disableCookieCache: true } : undefined,
    returnHeaders: true,
  });
  const setCookies = headers.getSetCookie();
  for (const cookie of setCookies) c.header('Set-Cookie', cookie, { append: true });
  // Only an answer from the signed cookie as sent is remembered; a renewed cookie is a new header next time.
  if (response && cookieHeader && setCookies.length === 0 && !options.fresh) memo.remember(cookieHeader, response);
  return response;
}
