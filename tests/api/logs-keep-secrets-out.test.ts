/**
 * Issue 39: the server's log, in production, carries no learner's words, no password, no token, no key and
 * no email body — the outbox file keeps the email — and a request id that follows a request into its
 * provider call comes back as x-request-id. The real entry point (src/server/main.ts) runs as its own process
 * with NODE_ENV=production and the most talkative level, and its whole output is read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../support/http-client';
import { fakeOpenAiForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const API_KEY = 'sk-live-KEYSHOULDNEVERBELOGGED-4242';
const PASSWORD = 'pw-SHOULDNEVERBELOGGED-7';
const EMAIL = 'secret-keeper@parley.test';
const LEARNER_WORDS = 'My grandmother Zbigniewa keeps seventeen marmalade cats';
const FAILED_WORDS = 'Quixotic walrus parliament convenes tomorrow';
const REQUEST_ID = 'trace-from-the-proxy-0042';

let child: ChildProcess;
let output = '';
let url = '';
let dataDir = '';

beforeAll(async () => {
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  url = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'parley-logs-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'trace',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      OPENAI_API_KEY: API_KEY,
      OPENAI_BASE_URL: openai.baseUrl,
      BILLING_TEST_MODE: 'on',
      AUTH_RATE_LIMIT: 'off',
      HOUSEKEEPING_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${output}`);
    if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

async function readResetEmail(): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    for (const file of await readdir(join(dataDir, 'outbox')).catch(() => [] as string[])) {
      const text = await readFile(join(dataDir, 'outbox', file), 'utf8');
      if (text.includes('reset-password/')) return text;
    }
    if (Date.now() > deadline) throw new Error('no reset email in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the production log', () => {
  it('has request ids and no reset link, token, password, key, address or learner text', async () => {
    const learner = createHttpClient(url);
    expect((await learner.request('/api/auth/sign-up/email', { body: { email: EMAIL, password: PASSWORD, name: '' } })).status).toBe(200);
    expect((await learner.request('/api/auth/sign-in/email', { body: { email: EMAIL, password: PASSWORD } })).status).toBe(200);

    const stranger = createHttpClient(url);
    expect((await stranger.request('/api/auth/request-password-reset', { body: { email: EMAIL, redirectTo: `${url}/update-password?type=recovery` } })).status).toBe(200);
    const email = await readResetEmail();
    const link = /(http:\/\/\S+reset-password\/\S+)/.exec(email)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).pathname.split('/').pop()!;
    // Following the link puts the token in a request path, which the access line must not repeat.
    expect((await stranger.request(link!.replace(url, ''))).status).toBe(302);

    const chat = await learner.request('/functions/v1/chat', {
      body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content: LEARNER_WORDS }] },
      headers: { 'x-request-id': REQUEST_ID },
    });
    expect(chat.status).toBe(200);
    expect(chat.headers.get('x-request-id')).toBe(REQUEST_ID);
    expect(openai.requests.some((r) => JSON.stringify(r.body).includes(LEARNER_WORDS))).toBe(true);

    // A provider failure is logged — with the request's id, without the words that were sent.
    openai.behaviour = 'http-400';
    try {
      const failed = await learner.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: FAILED_WORDS }] }, headers: { 'x-request-id': `${REQUEST_ID}-b` } });
      expect(failed.status).toBeGreaterThanOrEqual(400);
    } finally {
      openai.behaviour = 'reply';
    }
    // An id that is not sane is replaced, not echoed.
    const odd = await fetch(`${url}/healthz`, { headers: { 'x-request-id': 'spaces and <html>' } });
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    await new Promise((resolve) => setTimeout(resolve, 300)); // the last lines reach the pipe
    const lines = output.split('\n').filter((line) => line.trim() !== '');
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>); // every line is JSON
    expect(records.some((r) => r.requestId === REQUEST_ID && r.route === '/functions/v1/chat' && r.status === 200)).toBe(true);
    expect(records.some((r) => r.requestId === `${REQUEST_ID}-b` && r.level === 'error')).toBe(true);
    expect(records.some((r) => String(r.msg).includes('outbox'))).toBe(true);

    for (const secret of [token, link!, PASSWORD, API_KEY, EMAIL, LEARNER_WORDS, FAILED_WORDS, 'Zbigniewa', 'walrus', openai.reply]) {
      expect(output, `the log contains ${secret}`).not.toContain(secret);
    }
    // Nor any other line of the email's text.
    for (const line of email.split('\n\n').slice(1).join('\n').split('\n').filter((l) => l.trim().length > 12)) {
      expect(output, `the log contains the email line "${line}"`).not.toContain(line.trim());
    }
  }, 90_000);
});
