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
  const verify = async () => {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      query: options.fresh ? { disableCookieCache: true } : undefined,
      returnHeaders: true,
    });
    return { response, setCookies: headers.getSetCookie() };
  };
  if (options.fresh || !cookieHeader) return applied(c, await verify());

  const remembered = memo.get(cookieHeader);
  if (remembered) return remembered;
  const verified = await memo.verifyOnce(cookieHeader, verify);
  // Only an answer from the signed cookie as sent is remembered; a renewed cookie is a new header next time.
  if (verified.response && verified.setCookies.length === 0) memo.remember(cookieHeader, verified.response);
  return applied(c, verified);
}

/** Passes a renewed session cookie on to the browser with this response. */
function applied(c: Context<AppEnv>, verified: { response: Session; setCookies: string[] }): Session {
  for (const cookie of verified.setCookies) c.header('Set-Cookie', cookie, { append: true });
  return verified.response;
}
