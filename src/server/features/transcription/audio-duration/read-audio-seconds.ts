/**
 * Seconds of audio actually in a recording, read from its bytes by its container: what the caller is
 * charged for, whatever duration it declares. Null when the bytes cannot be read as that container.
 */
import { readMp4Seconds } from './read-mp4-seconds';
import { readOggSeconds } from './read-ogg-seconds';
import { readWavSeconds } from './read-wav-seconds';
import { readWebmSeconds } from './read-webm-seconds';

const READERS = { webm: readWebmSeconds, ogg: readOggSeconds, m4a: readMp4Seconds, wav: readWavSeconds } satisfies Record<string, (bytes: Uint8Array) => number | null>;

/** The file extension the transcription API expects for each container it measures. */
export type AudioExtension = keyof typeof READERS;

export function readAudioSeconds(extension: AudioExtension, bytes: Uint8Array): number | null {
  try {
    const seconds = READERS[extension](bytes);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
  } catch {
    // The readers check their bounds; hostile bytes that still get one to throw are unreadable, not a 500.
    return null;
  }
}
