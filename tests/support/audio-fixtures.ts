/**
 * The real recordings in tests/fixtures/audio/ (made by scripts/fixtures/record-audio-fixtures.ts) and
 * how long each one lasts, for the duration readers' tests and the transcription API's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../src/server/config/project-paths';

/** Seconds recorded or encoded; the recorder's clock rounds each to a few milliseconds. */
export const AUDIO_FIXTURE_SECONDS = {
  'mediarecorder-3s.webm': 3,
  'mediarecorder-6s.webm': 6,
  'mediarecorder-3s.m4a': 3,
  'mediarecorder-6s.m4a': 6,
  'webcodecs-opus-3s.ogg': 3,
  'sox-vorbis-3s.ogg': 3,
} as const;

export type AudioFixture = keyof typeof AUDIO_FIXTURE_SECONDS;

export function readAudioFixture(name: AudioFixture): Uint8Array {
  return new Uint8Array(readFileSync(join(projectRoot, 'tests/fixtures/audio', name)));
}
