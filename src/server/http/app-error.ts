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

/** What a learner is told when something failed on Parley's side: never the cause, which goes to the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
