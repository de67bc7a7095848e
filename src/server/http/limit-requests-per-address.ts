import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { countRequest } from './count-request';

type PerAddressLimit = { name: string; max: number; windowMs: number };

/** Counts this request against the client's address; a 429 once the address is past `max` in the window. */
export async function refuseTooManyRequestsPerAddress(c: Context<AppEnv>, options: PerAddressLimit) {
  const counted = await countRequest(c.var.deps.db, `${options.name}:${c.var.clientIp}`, options.windowMs);
  if (counted.inWindow > options.max) {
    c.header('Retry-After', String(Math.max(1, Math.ceil(counted.retryAfterMs(options.max) / 1000))));
    throw new AppError('rate_limited', 'Too many requests from your network. Please wait a few minutes and try again.', 429);
  }
}
