import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOpenAiSynthesizer } from './openai-synthesizer';
import { SpeechProviderError } from './speech-provider-error';

type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; body: Record<string, unknown> };
const MP3 = new Uint8Array([0xff, 0xfb, 0x90, 0x64, 1, 2, 3]);

// A local stand-in for OpenAI's speech endpoint; `reply` decides each answer.
let reply: (res: import('node:http').ServerResponse) => void;
const requests: Recorded[] = [];
let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
  reply = (res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(MP3);
});

const request = { text: 'Nice to meet you.', voiceId: 'EXAVITQu4vr4xnSDxMaL', speed: 0.5, language: 'en-US' };

describe('OpenAI synthesizer', () => {
  it('posts the speech request and returns the MP3 bytes', async () => {
    const speech = createOpenAiSynthesizer({ apiKey: 'sk-test', baseURL, maxRetries: 0 });
    const audio = await speech.synthesize(request);

    expect(audio).toEqual({ bytes: MP3, contentType: 'audio/mpeg' });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/v1/audio/speech' });
    expect(requests[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(requests[0]!.body).toEqual({ model: 'gpt-4o-mini-tts', voice: 'nova', input: 'Nice to meet you.', speed: 0.5, response_format: 'mp3' });
  });

  it('uses the configured model and voice mapping, the same voice every time', async () => {
    const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, model: 'tts-1', voiceFor: (id) => `voice-of-${id}`, maxRetries: 0 });
    await speech.synthesize({ ...request, voiceId: 'abc', speed: 1 });
    expect(requests[0]!.body).toMatchObject({ model: 'tts-1', voice: 'voice-of-abc', speed: 1 });

    const defaults = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 0 });
    await defaults.synthesize({ ...request, voiceId: 'some-unknown-id' });
    await defaults.synthesize({ ...request, voiceId: 'some-unknown-id' });
    expect(requests[1]!.body.voice).toBe(requests[2]!.body.voice);
  });

  it('turns a provider 500 into a SpeechProviderError with that status', async () => {
    reply = (res) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
    const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 0 });
    const error = await speech.synthesize(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ status: 500, kind: 'unavailable' });
  });

  it('rejects an empty audio body', async () => {
    reply = (res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end();
    const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 0 });
    await expect(speech.synthesize(request)).rejects.toMatchObject({ message: 'Received empty audio response', status: 502, kind: 'bad_response' });
  });

  it('reports an unreachable server as a 502', async () => {
    const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL: 'http://127.0.0.1:9/v1', maxRetries: 0 });
    await expect(speech.synthesize(request)).rejects.toMatchObject({ name: 'SpeechProviderError', status: 502, kind: 'unavailable' });
  });

  describe('what the provider bills', () => {
    const notices: boolean[] = [];
    const billed = { ...request, onBilledRequest: (isBilled: boolean) => void notices.push(isBilled) };
    beforeEach(() => {
      notices.length = 0;
    });

    it('tells the caller a request is billed once sent, and no longer once the provider refuses it', async () => {
      const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 0 });
      await speech.synthesize(billed);
      expect(notices).toEqual([true]);
      reply = (res) => res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      await speech.synthesizeStream!(billed).catch(() => {});
      expect(notices).toEqual([true, true, false]);
    });

    it('a request cancelled while the provider holds it stays billed', async () => {
      reply = () => {}; // the provider is still working when the caller leaves
      const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 0 });
      const leaving = new AbortController();
      const answer = speech.synthesizeStream!({ ...billed, signal: leaving.signal });
      await vi.waitFor(() => expect(requests).toHaveLength(1));
      leaving.abort();
      await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
      expect(notices).toEqual([true]);
    });

    it('a request cancelled before it was sent, or while it waits to be retried, is not billed', async () => {
      const speech = createOpenAiSynthesizer({ apiKey: 'k', baseURL, maxRetries: 1 });
      await expect(speech.synthesize({ ...billed, signal: AbortSignal.abort() })).rejects.toBeDefined();
      expect(requests).toHaveLength(0);
      expect(notices).toEqual([]);

      // Refused with a long Retry-After: the SDK waits before sending it again, and the caller leaves meanwhile.
      reply = (res) => res.writeHead(503, { 'content-type': 'application/json', 'retry-after-ms': '30000' }).end(JSON.stringify({ error: { message: 'busy' } }));
      const leaving = new AbortController();
      const answer = speech.synthesize({ ...billed, signal: leaving.signal });
      await vi.waitFor(() => expect(notices).toEqual([true, false]));
      leaving.abort();
      await expect(answer).rejects.toBeDefined();
      expect(requests).toHaveLength(1);
      expect(notices).toEqual([true, false]);
    });
  });
});
