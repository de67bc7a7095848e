/**
 * A learner's spoken turn as a WAV for Chromium's fake microphone, made without any system tool: the
 * server's own eSpeak NG (WebAssembly, the offline teachers' voice) says the text in American English at
 * 150 words a minute, and it is resampled here to 48 kHz 16-bit mono with a little silence before and a
 * long silence after (the pause that sends it).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chooseEspeakVoice } from '../../src/server/features/speech/choose-espeak-voice';
import { createEspeakSynthesizer } from '../../src/server/features/speech/espeak-synthesizer';
import { readWav } from '../../src/server/features/speech/read-wav.test-helper';
import { encodeWav } from '../../src/server/features/speech/wav-header';

const SAMPLE_RATE = 48_000;
const WORDS_PER_MINUTE = 150;
// The server speaks at a speed where 1 is 165 words a minute and 0.5 is 95, on a straight line between.
const SPEED = 0.5 + (WORDS_PER_MINUTE - 95) / 140;
const VOICE = { language: 'en-US', speed: SPEED, voiceId: 'learner' };

/** Writes the WAV in a new temporary folder and returns its path. */
export async function writeSpokenWav(text: string, options: { leadingSilenceS?: number; trailingSilenceS?: number } = {}): Promise<string> {
  return (await writeSpokenWavInParts([text], options)).path;
}

/**
 * The phrases said one after another with `pauseS` of silence between them (a learner stopping to find a
 * word); also says when the last phrase ends, in seconds from the start of the file.
 */
export async function writeSpokenWavInParts(
  phrases: string[],
  options: { pauseS?: number; leadingSilenceS?: number; trailingSilenceS?: number } = {},
): Promise<{ path: string; speechEndsAtS: number }> {
  const settings = chooseEspeakVoice(VOICE);
  if (settings.language !== 'en-us' || settings.wordsPerMinute !== WORDS_PER_MINUTE) {
    throw new Error(`spoken-wav: the server's eSpeak settings moved (${settings.language}, ${settings.wordsPerMinute} wpm): update SPEED`);
  }
  const synthesizer = createEspeakSynthesizer({ threads: 1 });
  const spoken: Int16Array[] = [];
  try {
    for (const text of phrases) {
      const speech = readWav((await synthesizer.synthesize({ text, ...VOICE })).bytes);
      spoken.push(resample(speech.samples, speech.sampleRate, SAMPLE_RATE));
    }
  } finally {
    await synthesizer.close();
  }
  const leading = Math.round((options.leadingSilenceS ?? 0.3) * SAMPLE_RATE);
  const pause = Math.round((options.pauseS ?? 0) * SAMPLE_RATE);
  const trailing = Math.round((options.trailingSilenceS ?? 6) * SAMPLE_RATE);
  const speechEnd = leading + spoken.reduce((sum, part) => sum + part.length, 0) + pause * (spoken.length - 1);
  const samples = new Int16Array(speechEnd + trailing); // zeros: silence
  let at = leading;
  for (const part of spoken) {
    samples.set(part, at);
    at += part.length + pause;
  }

  const wav = join(mkdtempSync(join(tmpdir(), 'parley-voice-')), 'learner.wav');
  writeFileSync(wav, encodeWav(samples, SAMPLE_RATE));
  return { path: wav, speechEndsAtS: speechEnd / SAMPLE_RATE };
}

/** Linear interpolation between neighbouring samples: plenty for speech a browser records and a fake transcribes. */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate || samples.length === 0) return samples.slice();
  const out = new Int16Array(Math.round((samples.length * toRate) / fromRate));
  const step = fromRate / toRate;
  for (let i = 0; i < out.length; i++) {
    const position = i * step;
    const before = Math.floor(position);
    const a = samples[before] ?? 0;
    const b = samples[before + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (position - before));
  }
  return out;
}
