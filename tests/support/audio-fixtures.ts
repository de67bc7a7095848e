/**
 * The real recordings in tests/fixtures/audio/ (made by scripts/fixtures/record-audio-fixtures.ts) and
 * how long each one lasts, for the duration readers' tests and the transcription API's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
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

/** Every prefix of a recording (one in `step` bytes) reads as unreadable or as no longer than the whole, without throwing. */
export function expectTruncationsBounded(read: (bytes: Uint8Array) => number | null, recording: Uint8Array, step: number): void {
  const whole = read(recording)!;
  for (let length = 0; length < recording.length; length += step) {
    const seconds = read(recording.subarray(0, length));
    expect(seconds === null || (seconds >= 0 && seconds <= whole), `first ${length} bytes`).toBe(true);
  }
}
