/**
 * A learner's spoken turn as a WAV for Chromium's fake microphone: eSpeak NG says the text, sox makes
 * it 48 kHz 16-bit mono with a little silence before and a long silence after (the pause that sends it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function writeSpokenWav(text: string, options: { leadingSilenceS?: number; trailingSilenceS?: number } = {}): string {
  const folder = mkdtempSync(join(tmpdir(), 'parley-voice-'));
  const raw = join(folder, 'espeak.wav');
  const wav = join(folder, 'learner.wav');
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', raw, text]);
  execFileSync('sox', [raw, '-r', '48000', '-c', '1', '-b', '16', wav, 'pad', String(options.leadingSilenceS ?? 0.3), String(options.trailingSilenceS ?? 6)]);
  return wav;
}
