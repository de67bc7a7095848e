/**
 * The lifecycle every server test shares, declared in one line at the top of a test file: the fakes and
 * the app start before the file's tests (in the order declared, before the file's own beforeAll hooks)
 * and close after them. What they return stands for the running thing from then on.
 */
import type { Browser } from 'playwright-core';
import { beforeAll } from 'vitest';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/fake-openai-server';
import { type FakeSmtpServer, startFakeSmtpServer } from '../fakes/fake-smtp-server';
import { type FakeStripeServer, startFakeStripeServer } from '../fakes/fake-stripe-server';
import { launchBrowser } from './browser';
import { startTestServer, type TestServer } from './start-test-server';

type StartOptions = Parameters<typeof startTestServer>[0];

const START_TIMEOUT_MS = 120_000;

/** An object that forwards to what `start` gives once the file's hooks ran (reads, writes and calls). */
function startedBeforeAll<T extends object>(name: string, start: () => Promise<T>, stop: (started: T) => Promise<void>): T {
  let current: T | undefined;
  // Starting takes a few seconds, far longer on a loaded machine: a generous limit, since slowness is not what is tested.
  beforeAll(async () => {
    current = await start();
    return async () => {
      await stop(current!);
      current = undefined;
    };
  }, START_TIMEOUT_MS);
  const started = () => {
    if (!current) throw new Error(`${name} is used before the file's beforeAll hooks started it, or after they closed it`);
    return current;
  };
  return new Proxy({} as T, {
    get: (_, key) => {
      const value = Reflect.get(started(), key);
      return typeof value === 'function' ? value.bind(started()) : value;
    },
    set: (_, key, value) => Reflect.set(started(), key, value),
  });
}

/** The real app over real HTTP on its own in-memory database; options may be computed once fakes run. */
export function testServerForFile(options: StartOptions | (() => StartOptions) = {}): TestServer {
  return startedBeforeAll('The test server', () => startTestServer(typeof options === 'function' ? options() : options), (server) => server.close());
}

/** Any other fake (or started thing) with a close(), for the file. */
export function startedForFile<T extends { close: () => Promise<void> }>(name: string, start: () => Promise<T>): T {
  return startedBeforeAll(name, start, (started) => started.close());
}

export function fakeOpenAiForFile(): FakeOpenAiServer {
  return startedForFile('The fake OpenAI server', startFakeOpenAiServer);
}

export function fakeSmtpForFile(): FakeSmtpServer {
  return startedForFile('The fake SMTP server', startFakeSmtpServer);
}

export function fakeStripeForFile(): FakeStripeServer {
  return startedForFile('The fake Stripe server', startFakeStripeServer);
}

/** The usual pair: a fake OpenAI-compatible provider and the app configured to use it as its paid model. */
export function openAiTestServerForFile(env: Record<string, string> = {}): { openai: FakeOpenAiServer; server: TestServer } {
  const openai = fakeOpenAiForFile();
  const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, OPENAI_MODEL: 'tutor-model', ...env } }));
  return { openai, server };
}

/** Debian's Chromium for the browser journeys of one file, with any extra flags (e.g. the fake microphone's WAV, made first). */
export function browserForFile(extraArgs: () => string[] | Promise<string[]> = () => []): Browser {
  return startedBeforeAll('The browser', async () => launchBrowser(await extraArgs()), (browser) => browser.close());
}
