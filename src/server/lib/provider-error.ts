/**
 * One error type for every outside provider (the chat model, speech, transcription, the notebook side
 * call): routes decide by `kind`, never by message text. The message carries the provider's own words for
 * the server log; responses never show it.
 */
import OpenAI from 'openai';
import { providerErrors } from '../metrics/metrics';

/**
 * - unavailable: unreachable, or a 5xx    - rate_limited: 429
 * - rejected: another 4xx (key, quota, input)    - timeout: no answer in time
 * - bad_response: an answer Parley cannot use (no audio, not the expected JSON)
 */
export type ProviderFailureKind = 'unavailable' | 'rate_limited' | 'rejected' | 'timeout' | 'bad_response';

export class ProviderError extends Error {
  override readonly name: string = 'ProviderError';

  /** `status`: the provider's HTTP status, or 502 when it gave none. */
  constructor(
    readonly provider: string,
    readonly kind: ProviderFailureKind,
    message: string,
    readonly status: number = 502,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    // Counted where it is made: every provider failure becomes one of these exactly once (fromOpenAiError passes one through).
    providerErrors.inc({ provider, kind });
  }
}

export function kindForStatus(status: number | undefined): ProviderFailureKind {
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status !== undefined && status >= 400 && status < 500) return 'rejected';
  return 'unavailable';
}

/** ' (rate_limited, 429)' for a provider failure, '' for anything else: for the server log line. */
export function providerFailureDetail(error: unknown): string {
  return error instanceof ProviderError ? ` (${error.kind}, ${error.status})` : '';
}

/**
 * An openai SDK failure as a ProviderError. A caller that gave up is not a provider failure: its abort
 * passes through unchanged. `make` builds the error, so a feature can use its own subclass.
 */
export function fromOpenAiError(
  provider: string,
  error: unknown,
  signal?: AbortSignal,
  make: (kind: ProviderFailureKind, message: string, status?: number) => ProviderError = (kind, message, status) => new ProviderError(provider, kind, message, status, { cause: error }),
): unknown {
  if (error instanceof ProviderError) return error;
  if (signal?.aborted || error instanceof OpenAI.APIUserAbortError) return signal?.reason ?? error;
  if (error instanceof OpenAI.APIConnectionTimeoutError) return make('timeout', `${provider} timed out`, 504);
  if (error instanceof OpenAI.APIError && error.status !== undefined) return make(kindForStatus(error.status), `${provider} failed: ${error.message}`, error.status);
  return make('unavailable', `${provider} failed: ${error instanceof Error ? error.message : String(error)}`);
}
