/**
 * Streamed speech (`Accept: audio/pcm`, ADR 022) passes the same gates as a whole file: what reached the
 * fake provider, what the ledger and the daily allowance hold, what the memory cache kept, including a
 * stream the browser stopped halfway.
 */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FAKE_PCM_SAMPLE_RATE } from '../fakes/fake-speech';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, spendFreeMessages, userIdOf } from '../support/usage-fixtures';

const { openai, server } = openAiTestServerForFile({ PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS: '30', FREE_SPEECH_CHARACTERS_PER_DAY: '400' });
let learnerCount = 0;

beforeEach(() => {
  openai.requests.length = 0;
  openai.speechLatencyMs = 0;
  openai.speechMsPerCharacter = 0;
});

const newLearner = async () => {
  const client = await signedInClient(server.url, `stream-${++learnerCount}@parley.test`);
  return { client, userId: await userIdOf(client) };
};
const speechCalls = () => openai.requests.filter((r) => r.path.endsWith('/audio/speech'));

function streamSpeech(client: HttpClient, body: Record<string, unknown>, init: { signal?: AbortSignal } = {}) {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return fetch(`${server.url}/functions/v1/speech`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'audio/pcm', Cookie: cookie, Origin: server.url },
    body: JSON.stringify({ speed: 1, ...body }),
    signal: init.signal,
  });
}

/** The fake's tone: 40 ms a character (at least 200 ms, at most its longest tone), 16-bit samples. */
const toneBytes = (text: string, sampleRate = FAKE_PCM_SAMPLE_RATE) => Math.min(openai.speechMaxToneMs, Math.max(200, text.length * 40)) * (sampleRate / 1000) * 2;

describe('streamed speech from a paid provider', () => {
  it('asks the provider for PCM, streams every byte of it, and counts the characters once; a repeat comes whole from memory', async () => {
    const { client, userId } = await newLearner();
    const text = 'That sounds like a wonderful trip,';
    const response = await streamSpeech(client, { text, teacher_slug: 'maya' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`audio/pcm;rate=${FAKE_PCM_SAMPLE_RATE}`);
    expect((await response.arrayBuffer()).byteLength).toBe(toneBytes(text));
    expect(speechCalls().map((r) => r.body)).toEqual([expect.objectContaining({ input: text, response_format: 'pcm', model: 'gpt-4o-mini-tts' })]);

    const again = await streamSpeech(client, { text, teacher_slug: 'maya' });
    expect((await again.arrayBuffer()).byteLength).toBe(toneBytes(text));
    expect(speechCalls()).toHaveLength(1);
    const rows = await ledgerOf(server, { userId });
    expect(rows.map((r) => [r.kind, r.provider, r.characters, r.costMicros])).toEqual([['speech', 'openai', text.length, text.length * 30]]);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(text.length);
  });

  it('a stream the browser stops halfway ends the provider\'s request, is counted once (it was paid) and is not kept', async () => {
    const { client, userId } = await newLearner();
    openai.speechMsPerCharacter = 40; // about 2 s for the whole text
    const text = 'and I would really love to hear which part of London you enjoyed.';
    const abort = new AbortController();
    const response = await streamSpeech(client, { text, teacher_slug: 'maya' }, { signal: abort.signal });
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(first.value!.byteLength).toBeGreaterThan(0);
    expect(first.value!.byteLength).toBeLessThan(toneBytes(text));
    abort.abort();

    await vi.waitFor(() => expect(speechCalls()[0]!.speechEnding).toBe('aborted'), { timeout: 5_000 });
    await vi.waitFor(async () => expect(await ledgerOf(server, { userId })).toHaveLength(1));
    expect((await ledgerOf(server, { userId }))[0]).toMatchObject({ kind: 'speech', characters: text.length });
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(text.length);

    // Nothing partial was cached: the same text asks the provider again, and plays whole.
    openai.speechMsPerCharacter = 0;
    const again = await streamSpeech(client, { text, teacher_slug: 'maya' });
    expect((await again.arrayBuffer()).byteLength).toBe(toneBytes(text));
    expect(speechCalls()).toHaveLength(2);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(2 * text.length);
  });
});

describe('the gates hold for streams', () => {
  it('refuses a text over the length limit before any provider is asked', async () => {
    const { client, userId } = await newLearner();
    const response = await streamSpeech(client, { text: 'x'.repeat(1001), teacher_slug: 'maya' });
    expect(response.status).toBe(400);
    expect(speechCalls()).toHaveLength(0);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(0);
  });

  it('requires a session', async () => {
    const response = await streamSpeech(createHttpClient(server.url), { text: 'Hello', teacher_slug: 'maya' });
    expect(response.status).toBe(401);
    expect(speechCalls()).toHaveLength(0);
  });

  it('past the free characters of the day, eSpeak NG streams instead: nothing paid, nothing in the ledger', async () => {
    const { client, userId } = await newLearner();
    const long = 'Sentence one. '.padEnd(390, 'a');
    expect((await streamSpeech(client, { text: long, teacher_slug: 'maya' })).status).toBe(200);
    const response = await streamSpeech(client, { text: 'Past my free speech for today.', teacher_slug: 'maya' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm;rate=22050');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(22_050); // over half a second of real speech
    expect(speechCalls().map((r) => r.body.input)).toEqual([long]);
    expect((await ledgerOf(server, { userId })).map((r) => r.characters)).toEqual([long.length]);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(long.length);
  }, 30_000);

  it('a free account whose messages are spent hears eSpeak NG streamed, the provider never asked', async () => {
    const { client, userId } = await newLearner();
    await spendFreeMessages(server, userId);
    const response = await streamSpeech(client, { text: 'You have used your free messages.', teacher_slug: 'maya' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/pcm;rate=22050');
    expect(speechCalls()).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
  }, 30_000);

  it('a demo visitor streams the demo teacher only, and the stream is in the demo session\'s ledger', async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    const other = await streamSpeech(visitor, { text: 'Hello from another teacher.', teacher_slug: 'maya' });
    expect(other.status).toBe(403);
    expect(speechCalls()).toHaveLength(0);
    const text = 'Hello, I am the demo teacher.';
    const demo = await streamSpeech(visitor, { text, teacher_slug: 'sophia' });
    expect(demo.status).toBe(200);
    await demo.arrayBuffer();
    const demoSessionId = createHash('sha256').update(visitor.cookies.get('parley_demo')!).digest('hex');
    expect((await ledgerOf(server, { demoSessionId })).map((r) => [r.kind, r.characters])).toEqual([['speech', text.length]]);
  });
});
