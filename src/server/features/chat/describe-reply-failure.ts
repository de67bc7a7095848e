/**
 * What the learner is told when a reply fails, by whose fault it was. Only a provider fault names the
 * server's configuration (the spec's copy, providerFailureMessage); a provider refusing what the learner
 * sent asks them to rephrase; anything else failed on Parley's side and is a plain server error.
 */
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { type ErrorText, INTERNAL_ERROR_MESSAGE } from '../../http/app-error';
import { ProviderError } from '../../lib/provider-error';
import { providerFailureMessage } from './provider-failure-message';

/** message: English, or the catalogue text of one with values (handle-error.ts and the stream answer it in the request's language). */
export type ReplyFailure = { code: 'provider_failed' | 'message_refused' | 'internal_error'; message: string | ErrorText; status: 422 | 500 | 502 };

export const MESSAGE_REFUSED_MESSAGE = "The teacher couldn't answer that message. Please say it another way and try again.";

/** HTTP statuses with which an OpenAI-compatible API refuses the request's content, not its key or quota. */
const REFUSED_INPUT_STATUSES = new Set([400, 413, 422]);

export function describeReplyFailure(error: unknown, publicProviderName: string): ReplyFailure {
  if (!(error instanceof ProviderError)) return { code: 'internal_error', message: INTERNAL_ERROR_MESSAGE, status: 500 };
  if (error.kind === 'bad_response') return { code: 'provider_failed', message: INVALID_RESPONSE_MESSAGE, status: 502 };
  if (error.kind === 'rejected' && REFUSED_INPUT_STATUSES.has(error.status)) return { code: 'message_refused', message: MESSAGE_REFUSED_MESSAGE, status: 422 };
  return { code: 'provider_failed', message: providerFailureMessage(publicProviderName), status: 502 };
}
