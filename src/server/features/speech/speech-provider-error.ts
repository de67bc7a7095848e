/** A text-to-speech provider failed: a ProviderError (kind, provider, status) named for speech. */
import { ProviderError, type ProviderFailureKind } from '../../lib/provider-error';

export class SpeechProviderError extends ProviderError {
  override readonly name = 'SpeechProviderError';

  /** `status`: the provider's HTTP status, or 502 when it gave none. */
  constructor(provider: string, kind: ProviderFailureKind, message: string, status = 502, options?: { cause?: unknown }) {
    super(provider, kind, message, status, options);
  }
}

export const EMPTY_AUDIO_MESSAGE = 'Received empty audio response';
