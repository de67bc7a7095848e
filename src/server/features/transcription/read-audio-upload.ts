/**
 * The recorded turn from the request: a raw audio body with an audio Content-Type and its length in
 * `duration_ms`. WAV durations are read from the header; other containers (MediaRecorder's WebM has no
 * duration in its header) are bounded by the declared duration and the byte limit.
 */
import type { Context } from 'hono';
import { MAX_AUDIO_SECONDS, transcribeQuerySchema } from '#/shared/api/transcription';
import { AppError } from '../../http/app-error';
import { AUDIO_TYPES, MAX_AUDIO_BYTES } from './transcription-limits';

export type AudioUpload = { bytes: Uint8Array; contentType: string; fileName: string; seconds: number };

export async function readAudioUpload(c: Context): Promise<AudioUpload> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = AUDIO_TYPES[contentType];
  if (!extension) throw new AppError('unsupported_audio', `Send the recording as one of: ${Object.keys(AUDIO_TYPES).join(', ')}.`, 415);
  const declared = transcribeQuerySchema.shape.duration_ms.safeParse(c.req.query('duration_ms') ?? undefined);
  if (!declared.success) throw new AppError('invalid_duration', declared.error.issues[0]!.message, 400);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) throw new AppError('empty_audio', 'The recording is empty.', 400);
  if (bytes.length > MAX_AUDIO_BYTES) throw new AppError('audio_too_large', `The recording is too large (limit ${MAX_AUDIO_BYTES / 1024 / 1024} MB).`, 413);
  let seconds = declared.data / 1000;
  if (extension === 'wav') {
    const wavSeconds = readWavSeconds(bytes);
    if (wavSeconds === null) throw new AppError('invalid_audio', 'The WAV recording could not be read.', 400);
    seconds = wavSeconds;
  }
  if (seconds > MAX_AUDIO_SECONDS) throw new AppError('invalid_duration', `A recording may last at most ${MAX_AUDIO_SECONDS} seconds.`, 400);
  return { bytes, contentType, fileName: `speech.${extension}`, seconds };
}

/** Duration of a PCM WAV from its fmt and data chunks; null when it is not a readable WAV. */
export function readWavSeconds(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = text(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 20 <= bytes.length) byteRate = view.getUint32(at + 16, true);
    // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): count the bytes actually sent.
    if (id === 'data') return byteRate > 0 ? Math.min(size || Infinity, bytes.length - at - 8) / byteRate : null;
    at += 8 + size + (size % 2);
  }
  return null;
}
