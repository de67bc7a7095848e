/**
 * Request body limits. A body that declares its length is judged by the header alone, so the body is
 * never touched here and the handler reads it straight from Node's request (no web stream is built for
 * it: ADR 014); a chunked body, which declares nothing, is counted as it arrives and cut off at the limit.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

export const MAX_BODY_BYTES = 64 * 1024;

export function limitBody(maxSize: number, refusal: () => AppError): MiddlewareHandler {
  const countWhileReading = bodyLimit({ maxSize, onError: () => { throw refusal(); } });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next(); // no route reads a body they carry
    const declared = c.req.header('content-length');
    if (declared === undefined || c.req.header('transfer-encoding') !== undefined) return countWhileReading(c, next);
    if (Number.parseInt(declared, 10) > maxSize) throw refusal();
    return next();
  };
}

export const limitBodySize = limitBody(MAX_BODY_BYTES, () => new AppError('body_too_large', `Request body is too large (limit ${MAX_BODY_BYTES / 1024} KB).`, 413));

/** Stripe's events can be larger than anything a browser sends. */
export const limitWebhookBodySize = limitBody(1024 * 1024, () => new AppError('body_too_large', 'Request body is too large (limit 1 MB).', 413));
