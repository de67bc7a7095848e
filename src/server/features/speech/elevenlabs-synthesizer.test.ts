import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_MP3_BYTES, startFakeElevenLabsServer, type FakeElevenLabsServer } from '../../../../tests/fakes/fake-elevenlabs-server';
import { createElevenLabsSynthesizer } from './elevenlabs-synthesizer';
import { SpeechProviderError } from './speech-provider-error';

let fake: FakeElevenLabsServer;
beforeAll(async () => {
  fake = await startFakeElevenLabsServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const request = { text: 'Hola, ¿qué tal?', voiceId: 'FGY2WhTYpPnrIDTdsKH5', speed: 1, language: 'es-ES' };

describe('ElevenLabs synthesizer', () => {
  it('posts the text to the voice and returns the MP3 bytes', async () => {
    const speech = createElevenLabsSynthesizer({ apiKey: 'xi-test', baseUrl: fake.url });
    const audio = await speech.synthesize(request);

    expect(audio).toEqual({ bytes: FAKE_MP3_BYTES, contentType: 'audio/mpeg' });
    const [sent] = fake.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/text-to-speech/FGY2WhTYpPnrIDTdsKH5' });
    expect(sent!.headers).toMatchObject({ 'xi-api-key': 'xi-test', accept: 'audio/mpeg', 'content-type': 'application/json' });
    expect(sent!.body).toEqual({
      text: 'Hola, ¿qué tal?',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, similarity_boost: 0.75, speed: 1 },
    });
  });

  it('clamps speed to the 0.7-1.2 that ElevenLabs accepts', async () => {
    const speech = createElevenLabsSynthesizer({ apiKey: 'k', baseUrl: fake.url });
    await speech.synthesize({ ...request, speed: 0.5 });
    await speech.synthesize({ ...request, speed: 2 });
    expect(fake.requests.map((r) => (r.body as { voice_settings: { speed: number } }).voice_settings.speed)).toEqual([0.7, 1.2]);
  });

  it('passes the provider status and message on in a SpeechProviderError', async () => {
    fake.respondNextWith({ status: 401, body: JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }) });
    const speech = createElevenLabsSynthesizer({ apiKey: 'bad', baseUrl: fake.url });
    const error = await speech.synthesize(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ status: 401, kind: 'rejected', message: 'ElevenLabs failed (401): Invalid API key' });
  });

  it('rejects an empty audio body', async () => {
    fake.respondNextWith({ status: 200, contentType: 'audio/mpeg' });
    const speech = createElevenLabsSynthesizer({ apiKey: 'k', baseUrl: fake.url });
    await expect(speech.synthesize(request)).rejects.toMatchObject({ message: 'Received empty audio response', status: 502, kind: 'bad_response' });
  });

  it('reports an unreachable server as a 502', async () => {
    const speech = createElevenLabsSynthesizer({ apiKey: 'k', baseUrl: 'http://127.0.0.1:9' });
    await expect(speech.synthesize(request)).rejects.toMatchObject({ name: 'SpeechProviderError', status: 502, kind: 'unavailable' });
  });

  it('lets a caller abort without calling it a provider failure', async () => {
    const speech = createElevenLabsSynthesizer({ apiKey: 'k', baseUrl: fake.url });
    const error = await speech.synthesize({ ...request, signal: AbortSignal.abort() }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it("streams raw 24 kHz PCM from the voice's /stream endpoint", async () => {
    const pcm = new Uint8Array(4_800).fill(3);
    fake.respondNextWith({ status: 200, body: pcm, contentType: 'audio/pcm' });
    const speech = createElevenLabsSynthesizer({ apiKey: 'xi-test', baseUrl: fake.url });
    const stream = await speech.synthesizeStream!(request);
    const chunks: Uint8Array[] = [];
    for await (const chunk of stream.chunks) chunks.push(chunk);
    expect(stream.sampleRate).toBe(24_000);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(pcm));
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/text-to-speech/FGY2WhTYpPnrIDTdsKH5/stream?output_format=pcm_24000' });
  });

  it('refuses a stream the way it refuses a file', async () => {
    fake.respondNextWith({ status: 401, body: JSON.stringify({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } }) });
    const speech = createElevenLabsSynthesizer({ apiKey: 'wrong', baseUrl: fake.url });
    await expect(speech.synthesizeStream!(request)).rejects.toMatchObject({ name: 'SpeechProviderError', kind: 'rejected', status: 401 });
  });

  it('tells the caller a request is billed once sent, no longer once refused, and never when cancelled before sending', async () => {
    const notices: boolean[] = [];
    const billed = { ...request, onBilledRequest: (isBilled: boolean) => void notices.push(isBilled) };
    const speech = createElevenLabsSynthesizer({ apiKey: 'k', baseUrl: fake.url });
    await speech.synthesize(billed);
    expect(notices).toEqual([true]);
    fake.respondNextWith({ status: 429, body: JSON.stringify({ detail: 'Too many requests' }) });
    await speech.synthesizeStream!(billed).catch(() => {});
    expect(notices).toEqual([true, true, false]);
    await speech.synthesize({ ...billed, signal: AbortSignal.abort() }).catch(() => {});
    expect(fake.requests).toHaveLength(2);
    expect(notices).toEqual([true, true, false]);
  });
});
