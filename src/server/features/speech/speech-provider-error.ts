/** A text-to-speech provider failed; `status` is the provider's HTTP status, or 502 when it gave none. */
export class SpeechProviderError extends Error {
  override readonly name = 'SpeechProviderError';

  constructor(
    message: string,
    readonly status: number = 502,
  ) {
    super(message);
  }
}

export const EMPTY_AUDIO_MESSAGE = 'Received empty audio response';
