import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { translate } from '#/shared/i18n/catalogue';
import { apiErrorCatalogue } from './messages/catalogue';
import type en from './messages/en';

/** A message of the API's catalogue (./messages) with the values it needs: what an error says, in any language. */
export type ErrorText = { key: keyof typeof en & string; values?: Record<string, string | number> };

export function englishErrorMessage(text: ErrorText): string {
  return translate(apiErrorCatalogue, 'en', text.key, text.values);
}

/**
 * The one error type handlers throw: a stable code, a message fit for the user, and an HTTP status. The
 * message is English (logs and tests read it); the answer speaks the request's language (handle-error.ts).
 * A message whose words carry values (a limit, a name) is given as catalogue text, so it translates with them.
 */
export class AppError extends Error {
  readonly text: ErrorText | undefined;

  constructor(
    readonly code: string,
    message: string | ErrorText,
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(typeof message === 'string' ? message : englishErrorMessage(message));
    this.text = typeof message === 'string' ? undefined : message;
  }
}

/** What a learner is told when something failed on Parley's side: never the cause, which goes to the log. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
