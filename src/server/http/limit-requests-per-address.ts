import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { countRequest } from './count-request';

/** Refuses with 429 once one client address has made `max` requests of this kind in the window. */
export function limitRequestsPerAddress(options: { name: string; max: number; windowMs: number }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const count = await countRequest(c.var.deps.db, `${options.name}:${c.var.clientIp}`, options.windowMs);
    if (count > options.max) {
      c.header('Retry-After', String(Math.ceil(options.windowMs / 1000)));
      throw new AppError('rate_limited', 'Too many requests from your network. Please wait a few minutes and try again.', 429);
    }
    await next();
  });
}
