import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import { z } from 'zod';
import { log } from '../lib/logger';
import { isDatabaseUnreachable } from '../db/is-database-unreachable';
import { WorkerBusyError } from '../workers/worker-busy-error';
import { AppError, INTERNAL_ERROR_MESSAGE } from './app-error';
import { localizeErrorMessage } from './localize-error';
import { requestLocale } from './request-locale';

/** How long a client waits before trying again while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE = 'Parley cannot reach its database for a moment. Nothing you did is lost; please try again in a few seconds.';

/** Every failed request's answer, `{ error, code }`, its message in the request's language (codes stay English). */
export const handleError: ErrorHandler = (error, c) => {
  const locale = requestLocale(c);
  if (error instanceof WorkerBusyError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) return c.json({ error: localizeErrorMessage(locale, error.message, error.text), code: error.code }, error.status);
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return c.json({ error: localizeErrorMessage(locale, `${where}${first?.message ?? 'Invalid request'}`), code: 'invalid_request' }, 400);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: localizeErrorMessage(locale, error.message || 'Request failed'), code: 'http_error' }, error.status);
  }
  if (isDatabaseUnreachable(error)) {
    // PostgreSQL is restarting or out of reach: a moment's wait, not a failure of this request's making.
    c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return c.json({ error: localizeErrorMessage(locale, DATABASE_UNAVAILABLE_MESSAGE), code: 'database_unavailable' }, 503);
  }
  // The route's pattern, not its path: a path may hold a token (a reset link's).
  log.error({ err: error, method: c.req.method, route: routePath(c) }, 'the request failed');
  return c.json({ error: localizeErrorMessage(locale, INTERNAL_ERROR_MESSAGE), code: 'internal_error' }, 500);
};
