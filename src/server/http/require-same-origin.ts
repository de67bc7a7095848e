/**
 * Cross-site request forgery guard for Parley's own API: a state-changing request must come from one of
 * Parley's origins (or say `Sec-Fetch-Site: same-origin` when the browser sent no Origin) and carry JSON,
 * which a foreign page cannot send without a CORS preflight that Parley never grants. Better Auth checks
 * its own routes; the Stripe webhook is signed instead, and the reminder's unsubscribe carries a secret token.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { takesAudioUpload } from './audio-upload-paths';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The reminder's one-click unsubscribe is posted by mail clients (RFC 8058) and carries its own secret token. */
const EXEMPT_PATH_PREFIXES = ['/api/auth/', '/functions/v1/stripe-webhook', '/api/reminders/unsubscribe'];
/** Routes whose body is recorded audio (audio-upload-paths.ts): an audio/* type also needs a CORS preflight, so it is as safe as JSON. */

export function requireSameOrigin(trustedOrigins: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING_METHODS.has(c.req.method) || EXEMPT_PATH_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    if (!isFromOwnOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), trustedOrigins)) {
      throw new AppError('cross_site_request', 'This request did not come from Parley, so it was refused.', 403);
    }
    const contentType = c.req.header('content-type');
    const hasBody = Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined;
    // A body must be JSON (or recorded audio where that is the point); a bodiless DELETE needs only its origin.
    if (hasBody && !isJson(contentType) && !(takesAudioUpload(c.req.path) && isAudio(contentType))) {
      throw new AppError('json_required', 'This request must be sent as JSON (Content-Type: application/json).', 403);
    }
    await next();
  });
}

function isFromOwnOrigin(origin: string | undefined, fetchSite: string | undefined, trustedOrigins: readonly string[]): boolean {
  if (origin !== undefined) return trustedOrigins.includes(origin);
  return fetchSite === 'same-origin';
}

function isJson(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

function isAudio(contentType: string | undefined): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase().startsWith('audio/') === true;
}
