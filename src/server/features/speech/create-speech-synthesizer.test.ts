import { describe, expect, it } from 'vitest';
import { createSpeechSynthesizer } from './create-speech-synthesizer';

describe('createSpeechSynthesizer', () => {
  it('prefers ElevenLabs when its key is set', () => {
    const speech = createSpeechSynthesizer({ elevenLabsApiKey: 'xi', openaiApiKey: 'sk' });
    expect(speech.providerName).toBe('ElevenLabs (api.elevenlabs.io)');
    expect(speech.isOffline).toBe(false);
  });

  it('uses OpenAI when only its key is set', () => {
    const speech = createSpeechSynthesizer({ openaiApiKey: 'sk', openaiBaseUrl: 'http://127.0.0.1:1/v1', openaiSpeechModel: 'tts-1' });
    expect(speech.providerName).toBe('OpenAI speech (tts-1 at 127.0.0.1:1)');
  });

  it('falls back to offline eSpeak NG, cached, without keys', async () => {
    const speech = createSpeechSynthesizer({});
    expect(speech).toMatchObject({ providerName: 'eSpeak NG (offline)', isOffline: true });
    const request = { text: 'Hello.', voiceId: 'v', speed: 1, language: 'en-US' };
    const first = await speech.synthesize(request);
    const second = await speech.synthesize(request);
    expect(second.bytes).toBe(first.bytes); // the same bytes: served from the cache
    expect(second.isFromCache).toBe(true);
  });
});
