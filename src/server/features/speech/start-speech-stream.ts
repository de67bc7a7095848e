/**
 * Starts streamed speech for the route: waits for the first audio (so a provider that fails before
 * speaking still gets a proper error status), then hands the rest on as a response body. A browser
 * that hangs up cancels the body, which ends the provider's request.
 */
import { EMPTY_AUDIO_MESSAGE, SpeechProviderError } from './speech-provider-error';
import type { SpeechRequest, SpeechSynthesizer } from './speech-synthesizer';
import { streamSpeech } from './stream-speech';
import { log } from '../../lib/logger';

export type StartedSpeechStream = { sampleRate: number; isFromCache?: boolean; body: ReadableStream<Uint8Array> };

export async function startSpeechStream(synthesizer: SpeechSynthesizer, request: SpeechRequest): Promise<StartedSpeechStream> {
  const stream = await streamSpeech(synthesizer, request);
  const chunks = stream.chunks[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (error) {
    await chunks.return?.();
    throw error;
  }
  if (first.done) throw new SpeechProviderError(synthesizer.providerName, 'bad_response', EMPTY_AUDIO_MESSAGE);
  let pending: Uint8Array | null = first.value;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending) {
        controller.enqueue(pending);
        pending = null;
        return;
      }
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        // Headers are gone: the browser sees the body end early and plays what it has.
        if (!request.signal?.aborted) log.error({ err: error, provider: synthesizer.providerName }, 'speech: the stream broke off');
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return?.();
    },
  });
  return { sampleRate: stream.sampleRate, isFromCache: stream.isFromCache, body };
}
