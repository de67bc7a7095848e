import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';

/** Audio uploads are not JSON, so a cross-site form could post them: only Parley's own pages may. */
export const requireOwnOrigin = createMiddleware<AppEnv>(async (c, next) => {
  const { env } = c.var.deps;
  const allowed = new Set([new URL(env.APP_URL).origin]);
  if (env.NODE_ENV === 'development') allowed.add('http://localhost:5173'); // the Vite dev server
  if (!allowed.has(c.req.header('origin') ?? '')) throw new AppError('foreign_origin', 'Requests must come from Parley itself.', 403);
  await next();
});
