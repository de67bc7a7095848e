import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { WorkerBusyError } from '../workers/worker-busy-error';
import { AppError, INTERNAL_ERROR_MESSAGE } from './app-error';

export const handleError: ErrorHandler = (error, c) => {
  if (error instanceof WorkerBusyError) c.header('Retry-After', String(error.retryAfterSeconds));
  if (error instanceof AppError) return c.json({ error: error.message, code: error.code }, error.status);
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return c.json({ error: `${where}${first?.message ?? 'Invalid request'}`, code: 'invalid_request' }, 400);
  }
  if (error instanceof HTTPException) {
    return c.json({ error: error.message || 'Request failed', code: 'http_error' }, error.status);
  }
  console.error(`[http] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ error: INTERNAL_ERROR_MESSAGE, code: 'internal_error' }, 500);
};
