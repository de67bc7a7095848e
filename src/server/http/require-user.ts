import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { readSession } from './read-session';

function requireSession(options: { fresh?: boolean }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await readSession(c, options);
    if (!result) throw new AppError('not_authenticated', 'Not authenticated', 401);
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  });
}

/** Rejects the request with 401 'Not authenticated' unless it carries a valid session cookie (cookie cache allowed). */
export const requireUser = requireSession({});

/** As requireUser, but always checks the session in the database: for admin and billing actions. */
export const requireFreshUser = requireSession({ fresh: true });
