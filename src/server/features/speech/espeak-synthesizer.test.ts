import { describe, expect, it } from 'vitest';
import { createEspeakSynthesizer } from './espeak-synthesizer';
import { readWav, rms } from './read-wav.test-helper';

const SENTENCE = 'I would really like to practise ordering food at a busy restaurant with you today.';
const speech = createEspeakSynthesizer();
const say = (text: string, options: { speed?: number; language?: string; voiceId?: string } = {}) =>
  speech.synthesize({ text, voiceId: options.voiceId ?? 'teacher-a', speed: options.speed ?? 1, language: options.language ?? 'en-US' });

describe('eSpeak NG synthesizer', { timeout: 20_000 }, () => {
  it('speaks a sentence as a valid 22,050 Hz 16-bit mono WAV of plausible length', async () => {
    const audio = await say(SENTENCE); // the first call also loads the WASM module
    expect(audio.contentType).toBe('audio/wav');
    const wav = readWav(audio.bytes);
    expect(wav).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(wav.seconds).toBeGreaterThan(0.5);
    expect(wav.seconds).toBeLessThan(8);
    expect(rms(wav.samples)).toBeGreaterThan(500); // speech, not silence
  }, 20_000);

  it('speaks more slowly at speed 0.5', async () => {
    const normal = readWav((await say(SENTENCE)).bytes).seconds;
    const slow = readWav((await say(SENTENCE, { speed: 0.5 })).bytes).seconds;
    expect(slow).toBeGreaterThan(normal * 1.4);
  });

  it('speaks Spanish', async () => {
    const wav = readWav((await say('Hola, ¿qué tal? Me gustaría pedir un café con leche, por favor.', { language: 'es-ES' })).bytes);
    expect(wav.seconds).toBeGreaterThan(1);
    expect(rms(wav.samples)).toBeGreaterThan(500);
  });

  it('falls back to English for a language eSpeak does not know', async () => {
    const wav = readWav((await say('Hello there.', { language: 'xx-YY' })).bytes);
    expect(rms(wav.samples)).toBeGreaterThan(500);
  });

  it('handles concurrent requests, each with its own settings', async () => {
    const [normal, slow] = await Promise.all([say(SENTENCE), say(SENTENCE, { speed: 0.5 })]);
    expect(readWav(slow.bytes).seconds).toBeGreaterThan(readWav(normal.bytes).seconds * 1.4);
  });
});
