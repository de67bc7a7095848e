import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/** Rejects the request with 401 'Not authenticated' unless it carries a valid session cookie. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const result = await c.var.deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (!result) throw new AppError('not_authenticated', 'Not authenticated', 401);
  c.set('user', result.user);
  c.set('session', result.session);
  await next();
});
