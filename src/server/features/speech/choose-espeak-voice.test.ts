import { describe, expect, it } from 'vitest';
import { chooseEspeakVoice } from './choose-espeak-voice';

describe('chooseEspeakVoice', () => {
  it('maps teacher languages to eSpeak voices', () => {
    const language = (tag: string) => chooseEspeakVoice({ language: tag, speed: 1, voiceId: 'v' }).language;
    expect([language('en-US'), language('en-GB'), language('es-ES'), language('fr-FR')]).toEqual(['en-us', 'en-gb', 'es', 'fr']);
  });

  it('maps normal and slow speed to words per minute', () => {
    expect(chooseEspeakVoice({ language: 'en-US', speed: 1, voiceId: 'v' }).wordsPerMinute).toBe(165);
    expect(chooseEspeakVoice({ language: 'en-US', speed: 0.5, voiceId: 'v' }).wordsPerMinute).toBe(95);
  });

  it('gives each voice id a steady pitch near the default', () => {
    const pitch = (voiceId: string) => chooseEspeakVoice({ language: 'en-US', speed: 1, voiceId }).pitch;
    expect(pitch('EXAVITQu4vr4xnSDxMaL')).toBe(pitch('EXAVITQu4vr4xnSDxMaL'));
    const pitches = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map(pitch);
    expect(new Set(pitches).size).toBeGreaterThan(1);
    expect(Math.min(...pitches)).toBeGreaterThanOrEqual(38);
    expect(Math.max(...pitches)).toBeLessThanOrEqual(62);
  });
});
