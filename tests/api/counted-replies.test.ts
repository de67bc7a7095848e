/**
 * A reply counts once any of its text reached the learner — whether they then hang up or the stream
 * breaks — and only a reply that produced nothing is given back. The free and demo counters, the usage
 * ledger and the stored conversation agree. Errors say whose fault they were.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { conversationMessages, conversations, demoSessions, users } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { openAiTestServerForFile } from '../support/test-server-for-file';
import { ledgerOf, makeSubscriber, userIdOf } from '../support/usage-fixtures';

const { openai, server } = openAiTestServerForFile({ PRICE_CHAT_INPUT_PER_MILLION_TOKENS: '1', PRICE_CHAT_OUTPUT_PER_MILLION_TOKENS: '1' });
let learnerCount = 0;
const LONG_REPLY = 'One two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen.';

beforeEach(() => {
  openai.behaviour = 'reply';
  openai.reply = LONG_REPLY;
  openai.reportsUsage = false;
  openai.chunkIntervalMs = 0;
  openai.requests.length = 0;
});

const newLearner = () => signedInClient(server.url, `counted-${++learnerCount}@parley.test`);
const say = (content: string) => ({ teacher_slug: 'sophia', messages: [{ role: 'user', content }], stream: true });
const messageCount = async (client: HttpClient) => (await client.request('/api/me/profile')).body.profile.message_count as number;
const chatCalls = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions'));

/** Starts a streamed reply, reads until the first piece of text arrived, then hangs up. */
async function hangUpAfterFirstWords(client: HttpClient, body: unknown): Promise<void> {
  const leaving = new AbortController();
  const response = await fetch(`${server.url}/functions/v1/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url, Cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify(body),
    signal: leaving.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  let seen = '';
  while (!seen.includes('"content"')) seen += new TextDecoder().decode((await reader.read()).value);
  leaving.abort();
}

async function storedMessages(userId: string) {
  const rows = await server.deps.db
    .select({ role: conversationMessages.role, content: conversationMessages.content })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(eq(conversations.userId, userId))
    .orderBy(conversationMessages.id);
  return rows;
}

describe('a streamed reply the learner hangs up on', () => {
  it('counts a free learner\'s message once text arrived, records the partial tokens and keeps the turn as far as it went', async () => {
    openai.chunkIntervalMs = 150;
    const client = await newLearner();
    const userId = await userIdOf(client);
    await hangUpAfterFirstWords(client, say('Count to fifteen for me, please.'));

    await expect.poll(async () => (await ledgerOf(server, { userId })).length, { timeout: 10_000 }).toBe(1);
    expect(await messageCount(client)).toBe(1);
    const [row] = await ledgerOf(server, { userId });
    expect(row!.completionTokens).toBeGreaterThan(0);
    expect(row!.completionTokens).toBeLessThan(Math.ceil(LONG_REPLY.length / 4));
    // The conversation opens with the teacher's introduction, then the turn.
    await expect.poll(() => storedMessages(userId), { timeout: 10_000 }).toHaveLength(3);
    const [, learner, teacher] = await storedMessages(userId);
    expect(learner).toEqual({ role: 'user', content: 'Count to fifteen for me, please.' });
    expect(teacher!.role).toBe('assistant');
    expect(LONG_REPLY.startsWith(teacher!.content)).toBe(true);
    expect(teacher!.content.length).toBeLessThan(LONG_REPLY.length);
  });

  it('counts a demo visitor\'s message against the demo session', async () => {
    openai.chunkIntervalMs = 150;
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    const demoSessionId = createHash('sha256').update(visitor.cookies.get('parley_demo')!).digest('hex');
    await hangUpAfterFirstWords(visitor, say('Hello, who are you?'));

    await expect.poll(async () => (await ledgerOf(server, { demoSessionId })).length, { timeout: 10_000 }).toBe(1);
    const [session] = await server.deps.db.select().from(demoSessions).where(eq(demoSessions.id, demoSessionId));
    expect(session!.messageCount).toBe(1);
  });

  it('records a subscriber\'s partial tokens in the ledger', async () => {
    openai.chunkIntervalMs = 150;
    const client = await newLearner();
    const userId = await userIdOf(client);
    await makeSubscriber(server, userId);
    await hangUpAfterFirstWords(client, say('Tell me a long story.'));
    await expect.poll(async () => (await ledgerOf(server, { userId })).length, { timeout: 10_000 }).toBe(1);
    const [row] = await ledgerOf(server, { userId });
    expect(row).toMatchObject({ kind: 'chat', purpose: 'conversation', model: 'tutor-model' });
    expect(row!.promptTokens).toBeGreaterThan(0);
    expect(row!.completionTokens).toBeLessThan(Math.ceil(LONG_REPLY.length / 4));
  });
});

describe('a streamed reply the provider breaks off', () => {
  it('counts the message once text arrived, records the tokens and reports the provider\'s failure', async () => {
    openai.behaviour = 'break-midway';
    const client = await newLearner();
    const userId = await userIdOf(client);
    const response = await client.request('/functions/v1/chat', { body: say('Hello there, teacher.') });
    expect(response.status).toBe(200);
    expect(response.body).toContain('"content":"One "');
    expect(response.body).toContain('event: error');
    expect(response.body).toContain('"code":"provider_failed"');
    expect(await messageCount(client)).toBe(1);
    expect(await ledgerOf(server, { userId })).toHaveLength(1);
  });

  it('gives the message back when the provider failed before any text', async () => {
    openai.behaviour = 'http-500';
    const client = await newLearner();
    const userId = await userIdOf(client);
    const response = await client.request('/functions/v1/chat', { body: say('Hello there, teacher.') });
    expect(response.body).toContain('"code":"provider_failed"');
    expect(await messageCount(client)).toBe(0);
    expect(await ledgerOf(server, { userId })).toHaveLength(0);
  });
});

describe('whose fault a failure was', () => {
  it('a provider refusing what the learner wrote asks them to rephrase, without blaming the configuration', async () => {
    openai.behaviour = 'http-400';
    const client = await newLearner();
    const plain = await client.request('/functions/v1/chat', { body: { ...say('Something the provider refuses.'), stream: false } });
    expect(plain.status).toBe(422);
    expect(plain.body.code).toBe('message_refused');
    expect(plain.body.error).not.toMatch(/configured/);
    const streamed = await client.request('/functions/v1/chat', { body: say('Something the provider refuses.') });
    expect(streamed.body).toContain('"code":"message_refused"');
    expect(await messageCount(client)).toBe(0);
  });
});

describe('a reply produced but not stored', () => {
  const FAILS_TO_STORE = 'This sentence cannot be stored.';

  it('is a server error with a code, not a provider failure; counted only when its text reached the learner', async () => {
    await server.deps.db.execute(sql.raw(`alter table conversation_messages add constraint refuses_one_sentence check (content <> '${FAILS_TO_STORE}') not valid`));
    try {
      openai.reportsUsage = true;
      const client = await newLearner();
      const userId = await userIdOf(client);
      const plain = await client.request('/functions/v1/chat', { body: { ...say(FAILS_TO_STORE), stream: false } });
      expect(plain.status).toBe(500);
      expect(plain.body).toEqual({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
      expect(await messageCount(client)).toBe(0); // the learner never saw that reply
      expect(await ledgerOf(server, { userId })).toHaveLength(1); // but the provider was paid for it

      const streamed = await client.request('/functions/v1/chat', { body: say(FAILS_TO_STORE) });
      expect(streamed.body).toContain('"content":"One "');
      expect(streamed.body).toContain('"code":"internal_error"');
      expect(await messageCount(client)).toBe(1);
      expect(await ledgerOf(server, { userId })).toHaveLength(2);
      expect(await storedMessages(userId)).toEqual([]);
    } finally {
      await server.deps.db.execute(sql.raw('alter table conversation_messages drop constraint refuses_one_sentence'));
    }
  });
});

describe('text PostgreSQL cannot store', () => {
  const unstorable = ['hi\u0000', 'broken \ud800 half', 'lone low \udc00', '\udbff'];

  it.each(unstorable)('is refused with a 400 before the model is asked or anything is written: %j', async (content) => {
    const client = await newLearner();
    const userId = await userIdOf(client);
    const response = await client.request('/functions/v1/chat', { body: { ...say(content), stream: false } });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('unstorable_text');
    expect(response.body.error).toMatch(/can't store/);
    expect(chatCalls()).toHaveLength(0);
    expect(await messageCount(client)).toBe(0);
    expect(await storedMessages(userId)).toEqual([]);
  });

  it('keeps a whole surrogate pair (an emoji) as ordinary text', async () => {
    const client = await newLearner();
    const response = await client.request('/functions/v1/chat', { body: { ...say('I love pizza 🍕'), stream: false } });
    expect(response.status).toBe(200);
  });

  it('is refused in a query string, in a key, and in a sign-up', async () => {
    const client = await newLearner();
    expect((await client.request('/api/notebook?search=%00')).status).toBe(400);
    expect((await client.request('/functions/v1/speech', { body: { text: 'Hello', teacher_slug: 'sophia', 'k\u0000': 1 } })).status).toBe(400);
    const visitor = createHttpClient(server.url);
    const signUp = await visitor.request('/api/auth/sign-up/email', { body: { name: 'Ana\u0000', email: 'nul@parley.test', password: 'a-long-password-1' } });
    expect(signUp.status).toBe(400);
    expect(signUp.body.code).toBe('unstorable_text');
    expect(await server.deps.db.select().from(users).where(eq(users.email, 'nul@parley.test'))).toHaveLength(0);
  });
});
