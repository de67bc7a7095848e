/**
 * The recorded turn from the request: a raw audio body with an audio Content-Type and its length in
 * `duration_ms`. The seconds counted against the caller's budget and in the usage ledger are read from
 * the bytes themselves (WebM, Ogg, MP4 or WAV), never less than the declared duration: a caller cannot
 * declare one second and send an hour. A recording that cannot be read, or that lasts longer than the
 * limit, is refused before anything is sent to the provider.
 */
import type { Context } from 'hono';
import { MAX_AUDIO_SECONDS, transcribeQuerySchema } from '#/shared/api/transcription';
import { AppError } from '../../http/app-error';
import { readAudioSeconds } from './audio-duration/read-audio-seconds';
import { readWav, type WavReading } from './audio-duration/read-wav-seconds';
import { AUDIO_TYPES, MAX_AUDIO_BYTES } from './transcription-limits';

/** `wav`: for a WAV, where its samples lie and their format (read once, from the header, checked against itself). */
export type AudioUpload = { bytes: Uint8Array; contentType: string; fileName: string; seconds: number; wav?: Extract<WavReading, { seconds: number }> };

export async function readAudioUpload(c: Context): Promise<AudioUpload> {
  const contentType = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  const extension = AUDIO_TYPES[contentType];
  if (!extension) throw new AppError('unsupported_audio', { key: 'audioTypes', values: { types: Object.keys(AUDIO_TYPES).join(', ') } }, 415);
  const declared = transcribeQuerySchema.shape.duration_ms.safeParse(c.req.query('duration_ms') ?? undefined);
  if (!declared.success) throw new AppError('invalid_duration', declared.error.issues[0]!.message, 400);
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (bytes.length === 0) throw new AppError('empty_audio', 'The recording is empty.', 400);
  if (bytes.length > MAX_AUDIO_BYTES) throw new AppError('audio_too_large', { key: 'audioTooLarge', values: { megabytes: MAX_AUDIO_BYTES / 1024 / 1024 } }, 413);
  // A WAV is measured from its samples; a header whose byte rate disagrees with its format is named as such.
  const wav = extension === 'wav' ? readWav(bytes) : null;
  if (wav && 'problem' in wav) throw new AppError('invalid_audio', wav.problem, 400);
  const measured = wav ? wav.seconds : readAudioSeconds(extension, bytes);
  if (measured === null) throw new AppError('invalid_audio', 'The recording could not be read.', 400);
  if (measured > MAX_AUDIO_SECONDS) throw new AppError('invalid_duration', { key: 'recordingTooLong', values: { seconds: MAX_AUDIO_SECONDS } }, 400);
  return { bytes, contentType, fileName: `speech.${extension}`, seconds: Math.max(declared.data / 1000, measured), ...(wav ? { wav } : {}) };
}
