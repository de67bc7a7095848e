/**
 * The caller's session, through Better Auth's cookie cache: a signed `session_data` cookie, valid for
 * SESSION_COOKIE_CACHE_SECONDS, answers without a database read; once it lapses the session is read
 * from the database again and the refreshed cookie is passed on to the browser with this response.
 * `fresh` skips the cache: for admin and billing actions, a revoked session must stop at once.
 */
import type { Context } from 'hono';
import type { AppEnv } from './app-env';

export async function readSession(c: Context<AppEnv>, options: { fresh?: boolean } = {}) {
  const { headers, response } = await c.var.deps.auth.api.getSession({
    headers: c.req.raw.headers,
    query: options.fresh ? { disableCookieCache: true } : undefined,
    returnHeaders: true,
  });
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  return response;
}
