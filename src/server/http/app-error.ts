import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type handlers throw: a stable code, a message fit for the user, and an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(message);
  }
}
