/**
 * The teacher's voice as it is made: asks the speech function for raw PCM (ADR 022) and hands back the
 * body to play while it arrives. A server that answers with a whole file instead is played as a file.
 */
import { PCM_MEDIA_TYPE, sampleRateOf } from '#/shared/api/speech-stream';
import { fetchSpeech, SpeechError, type SpeechParams } from './request-speech';

export type SpeechSource = { kind: 'stream'; sampleRate: number; body: ReadableStream<Uint8Array> } | { kind: 'file'; blob: Blob };

export async function requestSpeechStream(params: SpeechParams): Promise<SpeechSource> {
  const response = await fetchSpeech(params, PCM_MEDIA_TYPE);
  const sampleRate = sampleRateOf(response.headers.get('content-type'));
  if (sampleRate && response.body) return { kind: 'stream', sampleRate, body: response.body };
  const blob = await response.blob();
  if (blob.size === 0) throw SpeechError.of('speechEmpty');
  return { kind: 'file', blob };
}
