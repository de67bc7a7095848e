import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

export const MAX_BODY_BYTES = 64 * 1024;

export const limitBodySize = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new AppError('body_too_large', `Request body is too large (limit ${MAX_BODY_BYTES / 1024} KB).`, 413);
  },
});

/** Stripe's events can be larger than anything a browser sends. */
export const limitWebhookBodySize = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => {
    throw new AppError('body_too_large', 'Request body is too large (limit 1 MB).', 413);
  },
});
