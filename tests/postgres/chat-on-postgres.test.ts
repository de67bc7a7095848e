/**
 * The chat's hot path on a real PostgreSQL server, where its combined statements run as named prepared
 * statements (ADR 015): one statement before the model is called (the learner's description, the plan and
 * a subscriber's model call and reply slot), one after (the usage row, the slot release and the turn).
 * Each case checks what reached the fake model and what the database holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { type FakeOpenAiServer, startFakeOpenAiServer } from '../fakes/fake-openai-server';
import type { HttpClient } from '../support/http-client';
import { createScratchDatabase, isPostgresReachable, POSTGRES_ADMIN_URL } from '../support/scratch-postgres';
import { signedInClient } from '../support/sign-in';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { makeSubscriber, userIdOf } from '../support/usage-fixtures';

const isReachable = await isPostgresReachable();
if (!isReachable && process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${POSTGRES_ADMIN_URL}`);

describe.skipIf(!isReachable)('chat on PostgreSQL', () => {
  let openai: FakeOpenAiServer;
  let server: TestServer;
  let handle: DatabaseHandle;
  let dropDatabase: () => Promise<void>;
  let learners = 0;

  beforeAll(async () => {
    const scratch = await createScratchDatabase();
    dropDatabase = scratch.drop;
    handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    await migrateDatabase(handle);
    await seedTeachers(handle.db);
    openai = await startFakeOpenAiServer();
    openai.reply = 'Fresh bread is a fine reason to go to the market!';
    server = await startTestServer({
      database: await openDatabase({ kind: 'postgres', url: scratch.url }),
      env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, PAID_MODEL_CALLS_PER_DAY: '3', PAID_CONCURRENT_REPLIES: '2', LEARNING_NOTES: 'off' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await openai?.close();
    await handle?.close();
    await dropDatabase?.();
  });

  const query = async <Row>(text: string, values: unknown[]) => (await handle.pool!.query(text, values)).rows as Row[];
  const newLearner = async () => {
    const client = await signedInClient(server.url, `pg-chat-${++learners}@parley.test`);
    return { client, userId: await userIdOf(client) };
  };
  const stream = (client: HttpClient, content: string, conversationId?: string) =>
    client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content }], ...(conversationId && { conversation_id: conversationId }) } });
  const doneEvent = (body: string) => JSON.parse(body.split('event: done\ndata: ')[1]!.split('\n')[0]!) as { content: string; conversation_id: string };

  it("streams a subscriber's replies within the day's calls and the slots, even in parallel, and writes each turn whole", async () => {
    const { client, userId } = await newLearner();
    await makeSubscriber(server, userId);
    await client.request('/api/learner-profile', { method: 'PUT', body: { level: 'B1', goals: 'Order food in Madrid' } });
    openai.requests.length = 0;
    openai.timeToFirstTokenMs = 500;

    const responses = await Promise.all(Array.from({ length: 4 }, (_, i) => stream(client, `Message ${i}`)));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    const calls = openai.requests.filter((r) => r.path.endsWith('/chat/completions'));
    expect(calls).toHaveLength(2);
    // The learner's description, read in the same statement as the plan, reaches the model after the system prompt.
    expect((calls[0]!.body as { messages: Array<{ role: string; content: string }> }).messages[1]).toEqual({
      role: 'user',
      content: '(For my teacher, from my Parley profile) My level: B1 (CEFR). Please adapt your language to it. My goals: Order food in Madrid',
    });

    // Two calls taken (the refused two gave theirs back), both slots freed, two ledger rows, two whole turns.
    expect(await query('select used from usage_allowances where owner = $1 and metric = $2', [`user:${userId}`, 'model-calls'])).toEqual([{ used: 2 }]);
    expect(await query('select slot from reply_leases where user_id = $1', [userId])).toEqual([]);
    expect(await query('select kind, purpose from usage_events where user_id = $1', [userId])).toEqual([
      { kind: 'chat', purpose: 'conversation' },
      { kind: 'chat', purpose: 'conversation' },
    ]);
    const conversations = await query<{ id: string; message_count: number }>('select id, message_count from conversations where user_id = $1', [userId]);
    expect(conversations.map((c) => c.message_count)).toEqual([3, 3]); // introduction, message, reply
    expect(await query('select messages from practice_days where user_id = $1', [userId])).toEqual([{ messages: 2 }]);

    // Continuing a conversation appends to it; the third call of the day is the last one.
    openai.timeToFirstTokenMs = 0;
    const first = doneEvent(responses.find((r) => r.status === 200)!.body as string);
    const next = await stream(client, 'And the cheese?', first.conversation_id);
    expect(doneEvent(next.body as string)).toMatchObject({ content: openai.reply, conversation_id: first.conversation_id });
    expect(await query('select role, content from conversation_messages where conversation_id = $1 order by id', [first.conversation_id])).toEqual([
      expect.objectContaining({ role: 'assistant' }),
      expect.objectContaining({ role: 'user' }),
      { role: 'assistant', content: openai.reply },
      { role: 'user', content: 'And the cheese?' },
      { role: 'assistant', content: openai.reply },
    ]);
    const refused = await stream(client, 'One more?');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'daily_limit_reached' });
    expect(await query('select used from usage_allowances where owner = $1 and metric = $2', [`user:${userId}`, 'model-calls'])).toEqual([{ used: 3 }]);
  });

  it("takes nothing from a subscriber's budget for a free learner: the message is counted, the reply recorded", async () => {
    const { client, userId } = await newLearner();
    const response = await stream(client, 'Hello from a free account');
    expect(response.status).toBe(200);
    expect(doneEvent(response.body as string).content).toBe(openai.reply);
    expect(await query('select message_count from user_profiles where user_id = $1', [userId])).toEqual([{ message_count: 1 }]);
    expect(await query('select metric from usage_allowances where owner = $1', [`user:${userId}`])).toEqual([]);
    expect(await query('select slot from reply_leases where user_id = $1', [userId])).toEqual([]);
    expect(await query('select kind from usage_events where user_id = $1', [userId])).toEqual([{ kind: 'chat' }]);
  });
});
