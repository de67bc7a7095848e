/**
 * Hono answers with its RegExpRouter (one regular expression per method) only while every route fits it; one
 * route that does not ('/words' beside '/:id/report' under one prefix did not) silently sends every request
 * through the slower TrieRouter, which showed in the chat's CPU profile under load (docs/benchmarks.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/create-app';
import { startTestServer, type TestServer } from '../support/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe("the app's router", () => {
  it('is the RegExpRouter: every route fits it', async () => {
    const app = createApp(server.deps, { webRoot: '/nonexistent' });
    expect((await app.request('/healthz')).status).toBeLessThan(500);
    const router = (app as unknown as { router: { activeRouter: { name: string } } }).router;
    expect(router.activeRouter.name).toBe('RegExpRouter');
  });
});
