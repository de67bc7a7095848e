/** The usage ledger: every call that reached a paid provider is a row with its units and estimated cost. */
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUsageFor } from '../fakes/fake-openai-server';
import { createHttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, userIdOf } from '../support/usage-fixtures';

// Unusual prices, so the test shows the configured ones are used (in dollars per unit).
const PRICES = { PRICE_CHAT_INPUT_PER_MILLION_TOKENS: '2', PRICE_CHAT_OUTPUT_PER_MILLION_TOKENS: '8', PRICE_OPENAI_SPEECH_PER_MILLION_CHARACTERS: '30' };
const { openai, server } = openAiTestServerForFile(PRICES);
let learnerCount = 0;

beforeEach(() => {
  openai.behaviour = 'reply';
  openai.reportsUsage = true;
  openai.requests.length = 0;
});

const newLearner = () => signedInClient(server.url, `ledger-${++learnerCount}@parley.test`);
const say = (content: string, extra: Record<string, unknown> = {}) => ({ teacher_slug: 'maya', messages: [{ role: 'user', content }], ...extra });
const chatCalls = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions'));

describe('chat calls in the ledger', () => {
  it('records a streamed reply with the token counts from the stream\'s usage chunk and its cost', async () => {
    const client = await newLearner();
    const response = await client.request('/functions/v1/chat', { body: say('I goed to the park yesterday.', { stream: true }) });
    expect(response.status).toBe(200);

    const sent = chatCalls().at(-1)!.body;
    expect(sent.stream_options).toEqual({ include_usage: true });
    const usage = fakeUsageFor(sent.messages, (openai.reply.match(/\S+\s*/g) ?? []).length);
    const [row, ...rest] = await ledgerOf(server, { userId: await userIdOf(client) });
    expect(rest).toHaveLength(0);
    expect(row).toMatchObject({ kind: 'chat', purpose: 'conversation', provider: 'openai', model: 'tutor-model', promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens, characters: 0 });
    // $2 per 1M input tokens = 2 micro-dollars a token; $8 per 1M output = 8.
    expect(row!.costMicros).toBe(usage.prompt_tokens * 2 + usage.completion_tokens * 8);
  });

  it('records tool calls with their purpose, and a JSON reply like a streamed one', async () => {
    const client = await newLearner();
    openai.reply = '{"definition": "a trip", "partOfSpeech": "noun", "example": "A long journey."}';
    expect((await client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'definition', subject: 'journey', messages: [] } })).status).toBe(200);
    const rows = await ledgerOf(server, { userId: await userIdOf(client) });
    expect(rows.map((r) => r.purpose)).toEqual(['definition']);
    expect(rows[0]!.promptTokens).toBeGreaterThan(0);
    openai.reply = 'Hello! That sounds wonderful. What did you enjoy most?';
  });

  it('estimates tokens from the text when a compatible server reports no usage', async () => {
    openai.reportsUsage = false;
    const client = await newLearner();
    await client.request('/functions/v1/chat', { body: say('Hello there') });
    const [row] = await ledgerOf(server, { userId: await userIdOf(client) });
    const promptChars = chatCalls().at(-1)!.body.messages.reduce((n: number, m: { content: string }) => n + m.content.length, 0);
    expect(row!.promptTokens).toBe(Math.ceil((promptChars + chatCalls().at(-1)!.body.messages.length - 1) / 4));
    expect(row!.completionTokens).toBe(Math.ceil(openai.reply.length / 4));
  });

  it('records nothing when the provider fails', async () => {
    openai.behaviour = 'http-500';
    const client = await newLearner();
    expect((await client.request('/functions/v1/chat', { body: say('Hello') })).status).toBe(502);
    expect(await ledgerOf(server, { userId: await userIdOf(client) })).toEqual([]);
  });

  it('records a reply the learner cut off, estimated from the text streamed so far', async () => {
    openai.reportsUsage = false;
    openai.chunkIntervalMs = 150;
    openai.reply = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen.';
    try {
      const client = await newLearner();
      const leaving = new AbortController();
      const response = await fetch(`${server.url}/functions/v1/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        body: JSON.stringify(say('Count for me, please.', { stream: true })),
        signal: leaving.signal,
      });
      const reader = response.body!.getReader();
      let seen = '';
      while (!seen.includes('"content"')) seen += new TextDecoder().decode((await reader.read()).value);
      leaving.abort(); // the learner leaves after the first words

      const userId = await userIdOf(client);
      await expect.poll(async () => (await ledgerOf(server, { userId })).length, { timeout: 10_000 }).toBe(1);
      const [row] = await ledgerOf(server, { userId });
      expect(row).toMatchObject({ kind: 'chat', purpose: 'conversation', model: 'tutor-model' });
      expect(row!.promptTokens).toBeGreaterThan(0);
      expect(row!.completionTokens).toBeGreaterThan(0);
      expect(row!.completionTokens).toBeLessThan(Math.ceil(openai.reply.length / 4));
    } finally {
      openai.chunkIntervalMs = 0;
      openai.reply = 'Hello! That sounds wonderful. What did you enjoy most?';
    }
  });

  it('records a demo visitor\'s reply against the demo session', async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    expect((await visitor.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content: 'Hi!' }] } })).status).toBe(200);
    const demoSessionId = createHash('sha256').update(visitor.cookies.get('parley_demo')!).digest('hex');
    const rows = await ledgerOf(server, { demoSessionId });
    expect(rows.map((r) => [r.kind, r.purpose, r.userId])).toEqual([['chat', 'demo', null]]);
  });
});

describe('speech calls in the ledger', () => {
  it('records the characters the paid voice read and their cost; a repeat served from memory costs nothing', async () => {
    const client = await newLearner();
    const userId = await userIdOf(client);
    const text = 'Welcome to Parley. Let us practise together.';
    const first = await client.request('/functions/v1/speech', { body: { text, teacher_slug: 'maya', speed: 1 } });
    expect(first.status).toBe(200);
    const again = await client.request('/functions/v1/speech', { body: { text, teacher_slug: 'maya', speed: 1 } });
    expect(again.status).toBe(200);

    expect(openai.requests.filter((r) => r.path.endsWith('/audio/speech'))).toHaveLength(1);
    const rows = await ledgerOf(server, { userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'speech', provider: 'openai', model: 'gpt-4o-mini-tts', characters: text.length, costMicros: text.length * 30 });
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(text.length);
  });
});
