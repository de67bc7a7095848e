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
  const settings = chooseEspeakVoice(VOICE);
  if (settings.language !== 'en-us' || settings.wordsPerMinute !== WORDS_PER_MINUTE) {
    throw new Error(`spoken-wav: the server's eSpeak settings moved (${settings.language}, ${settings.wordsPerMinute} wpm): update SPEED`);
  }
  const synthesizer = createEspeakSynthesizer({ threads: 1 });
  let speech: ReturnType<typeof readWav>;
  try {
    speech = readWav((await synthesizer.synthesize({ text, ...VOICE })).bytes);
  } finally {
    await synthesizer.close();
  }
  const spoken = resample(speech.samples, speech.sampleRate, SAMPLE_RATE);
  const leading = Math.round((options.leadingSilenceS ?? 0.3) * SAMPLE_RATE);
  const trailing = Math.round((options.trailingSilenceS ?? 6) * SAMPLE_RATE);
  const samples = new Int16Array(leading + spoken.length + trailing); // zeros: silence
  samples.set(spoken, leading);

  const wav = join(mkdtempSync(join(tmpdir(), 'parley-voice-')), 'learner.wav');
  writeFileSync(wav, encodeWav(samples, SAMPLE_RATE));
  return wav;
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
