import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_RESPONSE_MESSAGE } from '#/shared/chat-api';
import { ProviderError } from '../../lib/provider-error';
import { streamChatCompletion } from './openai-chat-stream';

type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;
let handler: Handler = () => {};
let attempts = 0;
let lastBody: unknown;
let lastAuthorization: string | undefined;
const server = createServer(async (req, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  lastBody = JSON.parse(body);
  lastAuthorization = req.headers.authorization;
  attempts += 1;
  handler(req, res, attempts);
});
let baseURL = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }));

const chunk = (content: string) => JSON.stringify({ choices: [{ delta: { content } }] });
async function collect(options: Partial<Parameters<typeof streamChatCompletion>[0]> = {}) {
  attempts = 0;
  const pieces: unknown[] = [];
  for await (const batch of streamChatCompletion({ provider: 'Fake API', baseURL, apiKey: 'sk-test', body: { model: 'm' }, ...options })) pieces.push(...batch);
  return pieces;
}

describe('streamChatCompletion', () => {
  it('posts the body with the key and reads events split anywhere, with LF, CRLF and CR line ends', async () => {
    const wire = `data: ${chunk('Hel')}\r\n\r\ndata: ${chunk('lo')}\n\n: a comment\nevent: x\ndata: ${chunk('!')}\r\rdata: [DONE]\n\n`;
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const bytes = Buffer.from(wire);
      let at = 0;
      const step = () => {
        if (at >= bytes.length) return res.end();
        res.write(bytes.subarray(at, at + 7));
        at += 7;
        setImmediate(step);
      };
      step();
    };
    const pieces = await collect({ body: { model: 'm', stream: true } });
    expect(pieces.map((p) => (p as { choices: Array<{ delta: { content: string } }> }).choices[0]!.delta.content)).toEqual(['Hel', 'lo', '!']);
    expect(lastBody).toEqual({ model: 'm', stream: true });
    expect(lastAuthorization).toBe('Bearer sk-test');
  });

  it('returns the connection to the keep-alive pool after [DONE], so the next replies reuse it', async () => {
    let connections = 0;
    const count = () => (connections += 1);
    server.on('connection', count);
    handler = (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(`data: ${chunk('one')}\n\ndata: [DONE]\n\n`);
      setTimeout(() => res.end(), 20); // the response ends a moment after its last event
    };
    for (let reply = 0; reply < 3; reply += 1) expect(await collect()).toHaveLength(1);
    server.off('connection', count);
    expect(connections).toBeLessThanOrEqual(1); // a destroyed connection would make it one per reply
  });

  it('passes on the events of one network read together', async () => {
    handler = (_req, res) => res.end(`data: ${chunk('a')}\n\ndata: ${chunk('b')}\n\ndata: ${chunk('c')}\n\ndata: [DONE]\n\n`);
    const batches: unknown[][] = [];
    for await (const batch of streamChatCompletion({ provider: 'Fake API', baseURL, apiKey: 'sk-test', body: {} })) batches.push(batch);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
  });

  it('retries a 500 once, then streams', async () => {
    handler = (_req, res, attempt) => (attempt === 1 ? res.writeHead(500).end('{"error":{"message":"overloaded"}}') : res.end(`data: ${chunk('ok')}\n\ndata: [DONE]\n\n`));
    expect(await collect()).toHaveLength(1);
    expect(attempts).toBe(2);
  });

  it('does not retry a 400, and names the status and the provider message', async () => {
    handler = (_req, res) => res.writeHead(400).end('{"error":{"message":"bad model"}}');
    const failure = await collect().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ status: 400, kind: 'rejected', message: 'Fake API failed: 400 bad model' });
    expect(attempts).toBe(1);
  });

  it('fails on an error sent inside the stream, and on a payload that is not JSON', async () => {
    handler = (_req, res) => res.end('data: {"error":{"message":"quota"}}\n\n');
    await expect(collect()).rejects.toThrow(/quota/);
    handler = (_req, res) => res.end('data: {not json\n\n');
    await expect(collect()).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it('gives up after the time limit when the provider falls silent mid-stream', async () => {
    handler = (_req, res) => res.writeHead(200).write(`data: ${chunk('one')}\n\n`); // and then nothing
    const failure = await collect({ timeoutMs: 200 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProviderError);
    expect(failure).toMatchObject({ kind: 'timeout' });
    expect(String(failure)).toMatch(/no answer within/);
  });

  it('stops at once when the caller aborts, without retrying', async () => {
    handler = () => {}; // never answers
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('learner left')), 50);
    await expect(collect({ signal: controller.signal })).rejects.toThrow('learner left');
    expect(attempts).toBe(1);
  });
});
