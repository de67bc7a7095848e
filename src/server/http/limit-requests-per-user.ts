import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { countRequest } from './count-request';

/** A per-learner ceiling: `max` requests in `windowMs`, counted in the database so it holds across processes. */
export type PerUserLimit = { name: string; max: number; windowMs: number; message: string };

/** Counts this request against the signed-in learner; a 429 with Retry-After once they are past `max` in the window. */
export async function refuseTooManyRequestsPerUser(c: Context<AppEnv>, userId: string, limit: PerUserLimit): Promise<void> {
  const counted = await countRequest(c.var.deps.db, `${limit.name}:user:${userId}`, limit.windowMs);
  if (counted.inWindow > limit.max) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(counted.retryAfterMs(limit.max) / 1000))));
    throw new AppError('rate_limited', limit.message, 429);
  }
}
