/**
 * A local OpenAI-compatible server: chat completions answer with `reply` (plain or streamed in small
 * chunks) or fail as told; speech streams a tone as long as the text (./fake-speech.ts). Records every request.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerSpeech, type FakeSpeechEnding } from './fake-speech';
import { createFakeTranscriptions, type FakeTranscriptions } from './fake-transcriptions';

/**
 * - reply: answers `reply`  - http-500: fails as an overloaded provider  - http-400: refuses the request's content
 * - malformed: an answer without choices  - hang: never answers  - break-midway: streams the first piece, then drops the connection
 */
export type FakeOpenAiBehaviour = 'reply' | 'http-500' | 'http-400' | 'malformed' | 'hang' | 'break-midway';

export type FakeOpenAiServer = {
  baseUrl: string;
  /** `speechEnding`: set when a speech answer ends, 'aborted' when the caller hung up before its last byte. */
  requests: Array<{ path: string; body: any; headers: IncomingMessage['headers']; speechEnding?: FakeSpeechEnding }>;
  reply: string;
  behaviour: FakeOpenAiBehaviour;
  /** Delay before the first token and between chunks, in ms (for latency benchmarks). */
  timeToFirstTokenMs: number;
  chunkIntervalMs: number;
  /** Speech: the first bytes after a fixed latency, the last after that plus this time per character of input, in ms. */
  speechLatencyMs: number;
  speechMsPerCharacter: number;
  /** Speech as a provider that does not stream sends it: every byte at the time the last would come. */
  speechArrivesWhole: boolean;
  /** Streams end with a usage chunk when asked (stream_options.include_usage); false plays a server without it. */
  reportsUsage: boolean;
  /** The longest tone speech answers with (2 s unless a test needs a teacher who talks longer). */
  speechMaxToneMs: number;
  /** /audio/transcriptions (multipart uploads), in its own handler. */
  transcriptions: FakeTranscriptions;
  close: () => Promise<void>;
};

/** Deterministic token counts a test can recompute: one prompt token per 4 characters, one per streamed piece. */
export function fakeUsageFor(messages: Array<{ content: string }>, pieceCount: number) {
  const prompt_tokens = Math.ceil(messages.reduce((sum, m) => sum + String(m.content).length, 0) / 4);
  return { prompt_tokens, completion_tokens: pieceCount, total_tokens: prompt_tokens + pieceCount };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const fake: FakeOpenAiServer = {
    baseUrl: '',
    requests: [],
    reply: 'Hello! That sounds wonderful. What did you enjoy most?',
    behaviour: 'reply',
    timeToFirstTokenMs: 0,
    chunkIntervalMs: 0,
    speechLatencyMs: 0,
    speechMsPerCharacter: 0,
    speechArrivesWhole: false,
    reportsUsage: true,
    speechMaxToneMs: 2_000,
    transcriptions: createFakeTranscriptions(),
    close: async () => {},
  };
  const server = createServer(async (req, res) => {
    if (req.url?.endsWith('/audio/transcriptions')) return fake.transcriptions.handle(req, res);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const request: FakeOpenAiServer['requests'][number] = { path: req.url ?? '', body, headers: req.headers };
    fake.requests.push(request);
    if (req.url?.endsWith('/audio/speech')) {
      request.speechEnding = await answerSpeech(res, body, { latencyMs: fake.speechLatencyMs, msPerCharacter: fake.speechMsPerCharacter, maxToneMs: fake.speechMaxToneMs, arrivesWhole: fake.speechArrivesWhole });
      return;
    }
    if (!req.url?.endsWith('/chat/completions')) {
      res.writeHead(404).end();
      return;
    }
    if (fake.behaviour === 'hang') return; // never answers: the caller's timeout or abort must act
    if (fake.behaviour === 'http-500') {
      res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
      return;
    }
    if (fake.behaviour === 'http-400') {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Invalid content in messages[1]', type: 'invalid_request_error' } }));
      return;
    }
    const base = { id: 'chatcmpl-fake', object: 'chat.completion', created: 1_700_000_000, model: body.model };
    if (!body.stream) {
      const payload = fake.behaviour === 'malformed' ? { ...base, choices: 'nope' } : { ...base, choices: [{ index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' }] };
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload));
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    await sleep(fake.timeToFirstTokenMs);
    if (fake.behaviour === 'malformed') {
      res.end('data: {"choices": "nope"}\n\ndata: [DONE]\n\n');
      return;
    }
    const pieces = fake.reply.match(/\S+\s*/g) ?? [];
    for (const [index, piece] of pieces.entries()) {
      if (index > 0) await sleep(fake.chunkIntervalMs);
      const chunk = { ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] };
      res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (fake.behaviour === 'break-midway') {
        await sleep(50);
        res.destroy();
        return;
      }
    }
    res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
    if (fake.reportsUsage && body.stream_options?.include_usage) {
      const usage = fakeUsageFor(body.messages ?? [], pieces.length);
      res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}
