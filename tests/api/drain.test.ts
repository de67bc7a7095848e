/**
 * A restart loses nothing (issue 39, ADR 033): after SIGTERM's drain starts, a chat reply already streaming
 * finishes whole and is stored, /healthz says 'draining', a new GET gets 503 with Retry-After (a proxy retries
 * it elsewhere) while a POST, which no proxy retries, is still served; the listener closes only once requests
 * stop arriving; and the shutdown waits for the stream, not for the grace period's end.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages } from '../../src/server/db/schema';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/fake-openai-server';
import type { HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { makeSubscriber, userIdOf } from '../support/usage-fixtures';

describe('draining for a restart', () => {
  let openai: FakeOpenAiServer;
  let server: TestServer;
  let learner: HttpClient;

  beforeAll(async () => {
    openai = await startFakeOpenAiServer();
    openai.reply = 'Markets are lovely in the morning, when the bread is still warm and the stalls are busy.';
    server = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, LEARNING_NOTES: 'off' } });
    learner = await signedInClient(server.url, 'drain@parley.test');
    await makeSubscriber(server, await userIdOf(learner));
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
    await openai?.close();
  });

  it('finishes the reply in flight, refuses new work with 503 and Retry-After, and says draining', async () => {
    openai.timeToFirstTokenMs = 300;
    openai.chunkIntervalMs = 120;
    const streaming = learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content: 'I went to the market this morning.' }] } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.deps.drain.inFlight).toBeGreaterThan(0);

    const startedAt = Date.now();
    const shutDown = server.shutDown(20_000);
    expect(server.deps.drain.isDraining).toBe(true);

    const reply = await streaming;
    expect(reply.status).toBe(200);
    const done = JSON.parse(reply.body.split('event: done\ndata: ')[1]!.split('\n')[0]!) as { content: string };
    expect(done.content).toContain('the stalls are busy');
    expect(await shutDown).toBe(true);
    // The shutdown waited for the stream, not for the grace period.
    expect(Date.now() - startedAt).toBeLessThan(20_000);
    const stored = await server.deps.db.select({ role: conversationMessages.role, content: conversationMessages.content }).from(conversationMessages);
    expect(stored.filter((m) => m.role === 'assistant').map((m) => m.content).join(' ')).toContain('the stalls are busy');
  }, 30_000);
});

describe('while draining', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
  });

  it('answers /healthz with draining and every other request with 503 restarting and Retry-After', async () => {
    server.deps.drain.start();
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'draining' });
    const refused = await fetch(`${server.url}/api/teachers`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect(await refused.json()).toMatchObject({ code: 'restarting' });
  });

  it('serves a POST (a proxy would not retry it) and closes its connection afterwards', async () => {
    server.deps.drain.start();
    const signIn = await post(server.url, '/api/auth/sign-in/email', { email: 'nobody@parley.test', password: 'not-the-password' });
    expect(signIn.status).toBe(401);
    expect(signIn.headers.connection).toBe('close');
  });
});

/** A POST over a new connection: its status and headers, or the socket error's code. */
function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, baseUrl);
    const request = httpRequest(url, { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json', Origin: baseUrl } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

describe('handing over before it stops listening', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close().catch(() => {});
  });

  it('keeps accepting while requests still arrive, then refuses new connections', async () => {
    await post(server.url, '/api/auth/sign-in/email', { email: 'nobody@parley.test', password: 'not-the-password' }); // warm
    const shutDown = server.shutDown(10_000, { quietMs: 1_500, maxMs: 8_000 });
    // A proxy that has not noticed yet: each request arrives on a new connection and is answered.
    const startedAt = Date.now();
    while (Date.now() - startedAt < 1_500) {
      const answer = await post(server.url, '/api/auth/sign-in/email', { email: 'nobody@parley.test', password: 'not-the-password' });
      expect(answer.status).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Nothing arrives any more: the listener closes after the quiet period and the shutdown finishes.
    expect(await shutDown).toBe(true);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(1_500);
    await expect(post(server.url, '/api/auth/sign-in/email', {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  }, 20_000);

  it('stops listening after the longest hand-over however long the quiet it waits for', async () => {
    const again = await startTestServer();
    try {
      const startedAt = Date.now();
      const shutDown = again.shutDown(10_000, { quietMs: 10_000, maxMs: 500 });
      expect(await shutDown).toBe(true);
      const tookMs = Date.now() - startedAt;
      expect(tookMs).toBeGreaterThanOrEqual(450);
      expect(tookMs).toBeLessThan(5_000);
      await expect(post(again.url, '/api/auth/sign-in/email', {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await again.close().catch(() => {});
    }
  }, 20_000);
});
