import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../../http/app-error';
import { MAX_AUDIO_BYTES } from './transcription-limits';

/** Recorded audio is larger than any JSON body, but bounded: refused before it is read in full. */
export const limitAudioBodySize = bodyLimit({
  maxSize: MAX_AUDIO_BYTES,
  onError: () => {
    throw new AppError('audio_too_large', `The recording is too large (limit ${MAX_AUDIO_BYTES / 1024 / 1024} MB).`, 413);
  },
});
