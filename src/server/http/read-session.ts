/**
 * The caller's session (auth/session-reader.ts), with any cookie Better Auth renewed passed on to the
 * browser with this response. `fresh` skips what this process remembers: for admin and billing actions,
 * a revoked session must stop at once.
 */
import type { Context } from 'hono';
import type { SignedInSession } from '../auth/session-reader';
import type { AppEnv } from './app-env';

export async function readSession(c: Context<AppEnv>, options: { fresh?: boolean } = {}): Promise<SignedInSession | null> {
  const read = await c.var.deps.sessions.read({ cookieHeader: c.req.header('cookie'), headers: () => c.req.raw.headers, fresh: options.fresh });
  for (const cookie of read.setCookies) c.header('Set-Cookie', cookie, { append: true });
  return read.session;
}
