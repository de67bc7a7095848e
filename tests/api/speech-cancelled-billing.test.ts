/**
 * A speech request the learner cancels before the first audio: once the paid provider has received it, the
 * provider bills it, so its characters are in the ledger; cancelled before it got there, it costs nothing.
 * Both answers (one file, and the stream of `Accept: audio/pcm`), through the real openai SDK and the fake.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usageAllowances } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, userIdOf } from '../support/usage-fixtures';

const { openai, server } = openAiTestServerForFile({ PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS: '30' });
let learnerCount = 0;

beforeEach(() => {
  openai.requests.length = 0;
  // Long enough that a cancel always lands after the fake received the request and before it answers.
  openai.speechLatencyMs = 2_000;
});

const newLearner = async () => {
  const client = await signedInClient(server.url, `cancelled-speech-${++learnerCount}@parley.test`);
  return { client, userId: await userIdOf(client) };
};
const speechCalls = () => openai.requests.filter((r) => r.path.endsWith('/audio/speech'));

function speak(client: HttpClient, text: string, options: { teacher?: string; isStream?: boolean; signal?: AbortSignal } = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(`${server.url}/functions/v1/speech`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: options.isStream ? 'audio/pcm' : 'audio/*', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({ text, teacher_slug: options.teacher ?? 'maya', speed: 1 }),
    signal: options.signal,
  });
}

/** Cancels the request once the fake provider holds it; resolves when the fake saw the caller hang up. */
async function cancelOnceTheProviderHasIt(answer: Promise<Response>, leaving: AbortController, text: string) {
  await vi.waitFor(() => expect(speechCalls().map((r) => r.body.input)).toEqual([text]), { timeout: 5_000 });
  leaving.abort();
  await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  await vi.waitFor(() => expect(speechCalls()[0]!.speechEnding).toBe('aborted'), { timeout: 5_000 });
}

/** The day's speech allowance row of an owner: undefined until a request has reserved from it. */
async function speechAllowanceRow(owner: string): Promise<number | undefined> {
  const [row] = await server.deps.db
    .select({ used: usageAllowances.used })
    .from(usageAllowances)
    .where(and(eq(usageAllowances.owner, owner), eq(usageAllowances.metric, 'speech-characters')));
  return row?.used;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the text and cancels it while the server waits on the database (held by an open transaction), before
 * any provider is asked; then lets the database answer. The waits are margins, not measurements: the request
 * reaches the server and its hang-up is noticed within milliseconds on this machine's loopback.
 */
async function cancelWhileTheDatabaseWaits(client: HttpClient, text: string, options: { isStream?: boolean } = {}) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let isHeld = () => {};
  const held = new Promise<void>((resolve) => {
    isHeld = resolve;
  });
  const transaction = server.deps.db.transaction(async () => {
    isHeld();
    await released;
  });
  await held;
  try {
    const leaving = new AbortController();
    const answer = speak(client, text, { ...options, signal: leaving.signal });
    await sleep(300);
    leaving.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(300);
  } finally {
    release();
    await transaction;
  }
}

describe('a whole file cancelled before its first audio', () => {
  it('is in the ledger with its characters once the provider received it', async () => {
    const { client, userId } = await newLearner();
    const text = 'Tell me about the last film you watched.';
    const leaving = new AbortController();
    await cancelOnceTheProviderHasIt(speak(client, text, { signal: leaving.signal }), leaving, text);

    await vi.waitFor(async () => expect(await ledgerOf(server, { userId })).toHaveLength(1));
    expect((await ledgerOf(server, { userId }))[0]).toMatchObject({ kind: 'speech', provider: 'openai', characters: text.length, costMicros: text.length * 30 });
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(text.length);
  });

  it('costs nothing when it was waiting on another learner\'s identical request, which alone is billed', async () => {
    const first = await newLearner();
    const second = await newLearner();
    const text = 'Good morning! How did you sleep?';
    const firstAnswer = speak(first.client, text);
    await vi.waitFor(() => expect(speechCalls()).toHaveLength(1), { timeout: 5_000 });

    const leaving = new AbortController();
    const secondAnswer = speak(second.client, text, { signal: leaving.signal });
    // Its characters were reserved: it now waits on the first learner's request.
    await vi.waitFor(async () => expect(await speechAllowanceRow(`user:${second.userId}`)).toBe(text.length), { timeout: 5_000 });
    leaving.abort();
    await expect(secondAnswer).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(async () => expect(await speechAllowanceRow(`user:${second.userId}`)).toBe(0));

    expect((await firstAnswer).status).toBe(200);
    expect(speechCalls()).toHaveLength(1);
    expect(await ledgerOf(server, { userId: second.userId })).toEqual([]);
    expect((await ledgerOf(server, { userId: first.userId })).map((r) => r.characters)).toEqual([text.length]);
  });

  it('costs nothing when cancelled while it waited for the database, before any provider was asked', async () => {
    const { client, userId } = await newLearner();
    await cancelWhileTheDatabaseWaits(client, 'Which season do you like best?');
    // Its characters are reserved once the database answers, then given back when it finds the learner gone.
    await vi.waitFor(async () => expect(await speechAllowanceRow(`user:${userId}`)).toBe(0), { timeout: 5_000 });
    expect(speechCalls()).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
  });
});

describe('a stream cancelled before its first audio', () => {
  it('is in the demo session\'s ledger with its characters once the provider received it', async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    const demoSessionId = createHash('sha256').update(visitor.cookies.get('parley_demo')!).digest('hex');
    const text = 'Hi, I am Sophia. What would you like to talk about?';
    const leaving = new AbortController();
    await cancelOnceTheProviderHasIt(speak(visitor, text, { teacher: 'sophia', isStream: true, signal: leaving.signal }), leaving, text);
    expect(speechCalls()[0]!.body.response_format).toBe('pcm');

    await vi.waitFor(async () => expect(await ledgerOf(server, { demoSessionId })).toHaveLength(1));
    expect((await ledgerOf(server, { demoSessionId }))[0]).toMatchObject({ kind: 'speech', provider: 'openai', characters: text.length, userId: null });
    expect(await allowanceUsed(server, `demo:${demoSessionId}`, 'speech-characters')).toBe(text.length);
  });

  it('costs nothing when cancelled while it waited for the database, before any provider was asked', async () => {
    const { client, userId } = await newLearner();
    await cancelWhileTheDatabaseWaits(client, 'Shall we practise ordering food?', { isStream: true });
    await vi.waitFor(async () => expect(await speechAllowanceRow(`user:${userId}`)).toBe(0), { timeout: 5_000 });
    expect(speechCalls()).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
  });
});
