import { AppError } from '../../http/app-error';
import { limitBody } from '../../http/limit-body-size';
import { MAX_AUDIO_BYTES } from './transcription-limits';

/** Recorded audio is larger than any JSON body, but bounded: refused before it is read in full. */
export const limitAudioBodySize = limitBody(MAX_AUDIO_BYTES, () => new AppError('audio_too_large', { key: 'audioTooLarge', values: { megabytes: MAX_AUDIO_BYTES / 1024 / 1024 } }, 413));
