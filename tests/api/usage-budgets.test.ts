/**
 * Budgets on paid providers, held in the database: free accounts and demo visitors (tool calls and speech
 * characters a day, nothing paid once their messages are used), subscribers (daily fair use, replies at
 * once). Each case checks what reached the fake provider and what the counters and the ledger hold.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTERVIEW_QUESTIONS } from '../../src/shared/interview-questions';
import { demoSessions, replyLeases, teachers, userProfiles } from '../../src/server/db/schema';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { startTestServer } from '../support/start-test-server';
import { fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';
import { allowanceUsed, ledgerOf, makeSubscriber, spendFreeMessages, userIdOf } from '../support/usage-fixtures';

const openai = fakeOpenAiForFile();
let learnerCount = 0;

const LIMITS = {
  FREE_TOOL_CALLS_PER_DAY: '3',
  FREE_SPEECH_CHARACTERS_PER_DAY: '100',
  PAID_MODEL_CALLS_PER_DAY: '4',
  PAID_SPEECH_CHARACTERS_PER_DAY: '120',
  PAID_CONCURRENT_REPLIES: '2',
};
const FAKE_DEFINITION = '{"definition": "FAKE MODEL DEFINITION", "partOfSpeech": "noun", "example": "A long journey."}';

const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, ...LIMITS } }));
beforeEach(() => {
  openai.behaviour = 'reply';
  openai.reply = 'Hello! That sounds wonderful. What did you enjoy most?';
  openai.timeToFirstTokenMs = 0;
  openai.requests.length = 0;
});

const chatCalls = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions'));
const speechCalls = () => openai.requests.filter((r) => r.path.endsWith('/audio/speech'));
const newLearner = async () => {
  const client = await signedInClient(server.url, `budget-${++learnerCount}@parley.test`);
  return { client, userId: await userIdOf(client) };
};
const define = (client: HttpClient, word = 'journey') => client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'definition', subject: word, messages: [] } });
const speak = (client: HttpClient, text: string, teacher_slug = 'maya') => client.request('/functions/v1/speech', { body: { text, teacher_slug, speed: 1 } });
/** Distinct texts (the speech cache would otherwise serve repeats) of exactly `length` characters. */
const sentence = (i: number, length: number) => `Sentence ${i}. `.padEnd(length, 'a');

describe('free accounts with messages left', () => {
  it('reach the paid model for at most N tool calls a day, even in parallel; the rest come from WordNet', async () => {
    openai.reply = FAKE_DEFINITION;
    const { client, userId } = await newLearner();
    const responses = await Promise.all(Array.from({ length: 8 }, () => define(client)));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(200));
    const answers = responses.map((r) => JSON.parse(r.body.choices[0].message.content).definition as string);
    expect(answers.filter((a) => a === 'FAKE MODEL DEFINITION')).toHaveLength(3);
    expect(answers.filter((a) => a !== 'FAKE MODEL DEFINITION').every((a) => /travel|journey|trip/i.test(a))).toBe(true);
    expect(chatCalls()).toHaveLength(3);
    expect(await allowanceUsed(server, `user:${userId}`, 'tool-calls')).toBe(3);
    expect(await ledgerOf(server, { userId })).toHaveLength(3);
  });

  it('have at most N paid speech characters a day, even in parallel; past them eSpeak reads for free', async () => {
    const { client, userId } = await newLearner();
    const responses = await Promise.all(Array.from({ length: 6 }, (_, i) => speak(client, sentence(i, 30))));
    expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(speechCalls()).toHaveLength(3);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(90);
    const rows = await ledgerOf(server, { userId });
    expect(rows.map((r) => r.characters)).toEqual([30, 30, 30]);
  });
});

describe('free accounts and demo visitors whose messages are used up', () => {
  it('send nothing to the paid model: tools, interview questions and feedback come from the offline tutor', async () => {
    const { client, userId } = await newLearner();
    await spendFreeMessages(server, userId);
    openai.reply = FAKE_DEFINITION;
    const definition = await define(client);
    expect(JSON.parse(definition.body.choices[0].message.content).definition).not.toBe('FAKE MODEL DEFINITION');
    const tips = await client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'grammar-tips', messages: [{ role: 'user', content: 'I goed to school.' }] } });
    const interview = [{ role: 'assistant', content: INTERVIEW_QUESTIONS[0]! }, { role: 'user', content: 'I am a nurse with five years of experience in busy hospitals.' }];
    const feedback = await client.request('/functions/v1/chat', { body: { teacher_slug: 'daniel', topic: 'Interview Practice', mode: 'interview-feedback', messages: interview } });
    const question = await client.request('/functions/v1/chat', {
      body: { teacher_slug: 'daniel', topic: 'Interview Practice', mode: 'interview', subject: INTERVIEW_QUESTIONS[1], messages: [...interview, { role: 'assistant', content: 'Thank you.' }] },
    });
    expect([definition, tips, feedback, question].map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(tips.body.choices[0].message.content).toBeTruthy();
    const message = await client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'One more?' }] } });
    expect(message.status).toBe(402);
    expect(chatCalls()).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
    expect(await allowanceUsed(server, `user:${userId}`, 'tool-calls')).toBe(0);
  }, 90_000); // the first offline grammar check starts the Harper worker: slow on a busy machine

  it('hear the offline voice instead of the paid one', async () => {
    const { client, userId } = await newLearner();
    await spendFreeMessages(server, userId);
    const response = await speak(client, 'You have used your free messages.');
    expect(response.status).toBe(200);
    expect(speechCalls()).toHaveLength(0);
    expect(await ledgerOf(server, { userId })).toEqual([]);
  });

  it('hear the reply to their last message in the teacher\'s voice, and the offline voice after that', async () => {
    const { client, userId } = await newLearner();
    for (const content of ['Hello there.', 'I like music.']) {
      expect((await client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content }] } })).status).toBe(200);
    }
    expect((await speak(client, 'That sounds wonderful. What did you enjoy most?')).status).toBe(200);
    expect(speechCalls()).toHaveLength(1);
    await server.deps.db.update(userProfiles).set({ updatedAt: new Date(Date.now() - 10 * 60 * 1000) }).where(eq(userProfiles.userId, userId));
    expect((await speak(client, 'Anything read later is read by eSpeak.')).status).toBe(200);
    expect(speechCalls()).toHaveLength(1);
    expect((await ledgerOf(server, { userId })).map((row) => row.kind)).toEqual(['chat', 'chat', 'speech']);
  });

  it('a spent demo session gets 402 for chat and the offline voice for speech; nothing reaches the provider', async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    const demoSessionId = createHash('sha256').update(visitor.cookies.get('parley_demo')!).digest('hex');
    await server.deps.db.update(demoSessions).set({ messageCount: 2 }).where(eq(demoSessions.id, demoSessionId));
    const chat = await visitor.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content: 'Hi' }] } });
    expect(chat.status).toBe(402);
    expect((await speak(visitor, 'Sign up to keep talking.', 'sophia')).status).toBe(200);
    expect(openai.requests).toHaveLength(0);
    expect(await ledgerOf(server, { demoSessionId })).toEqual([]);
  });
});

describe('subscribers', () => {
  it('get at most N model calls a day, even in parallel, then a 429 with a plain sentence', async () => {
    const { client, userId } = await newLearner();
    await makeSubscriber(server, userId);
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: `Message ${i}` }] } })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({
      code: 'daily_limit_reached',
      error: "You've reached today's fair-use limit of 4 teacher replies and tools. It resets at midnight UTC.",
    });
    expect(chatCalls()).toHaveLength(4);
    expect(await allowanceUsed(server, `user:${userId}`, 'model-calls')).toBe(4);
    expect(await ledgerOf(server, { userId })).toHaveLength(4);
  });

  it('get at most N replies streaming at once; the leases are freed when the replies end', async () => {
    const { client, userId } = await newLearner();
    await makeSubscriber(server, userId);
    openai.timeToFirstTokenMs = 1_000;
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content: `Stream ${i}` }] } })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({ code: 'too_many_replies', error: 'You already have 2 replies on the way. Wait for one to finish, then try again.' });
    expect(chatCalls()).toHaveLength(2);
    // Refused replies gave their daily call back; finished ones released their lease.
    expect(await allowanceUsed(server, `user:${userId}`, 'model-calls')).toBe(2);
    expect(await server.deps.db.select().from(replyLeases).where(eq(replyLeases.userId, userId))).toEqual([]);
  });

  it('get a slot back when a crashed process\'s lease expires', async () => {
    const { client, userId } = await newLearner();
    await makeSubscriber(server, userId);
    const streamed = (content: string) => client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', stream: true, messages: [{ role: 'user', content }] } });
    const holdBothSlots = (expiresAt: Date) =>
      server.deps.db
        .insert(replyLeases)
        .values([0, 1].map((slot) => ({ userId, slot, token: `other-process-${slot}`, expiresAt })))
        .onConflictDoUpdate({ target: [replyLeases.userId, replyLeases.slot], set: { expiresAt } });

    await holdBothSlots(new Date(Date.now() + 60_000));
    const refused = await streamed('Anyone there?');
    expect(refused.status).toBe(429);
    expect(chatCalls()).toHaveLength(0);

    await holdBothSlots(new Date(Date.now() - 1_000)); // that process crashed: its leases have expired
    const response = await streamed('Still there?');
    expect(response.status).toBe(200);
    expect(response.body).toContain('event: done');
    expect(chatCalls()).toHaveLength(1);
  });

  it('get at most N paid speech characters a day, even in parallel, then a 429', async () => {
    const { client, userId } = await newLearner();
    await makeSubscriber(server, userId);
    const responses = await Promise.all(Array.from({ length: 5 }, (_, i) => speak(client, sentence(100 + i, 40))));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    expect(responses.find((r) => r.status === 429)!.body).toEqual({
      code: 'daily_limit_reached',
      error: "You've reached today's fair-use limit of 120 spoken characters. It resets at midnight UTC.",
    });
    expect(speechCalls()).toHaveLength(3);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(120);
  });
});

describe('speech requests', () => {
  it.each([
    [{ text: 'Hello', voice_id: 'NotATeacherVoice1', speed: 1 }, "Speech is available in Parley's teachers' voices only."],
    [{ text: 'Hello', teacher_slug: 'nobody', speed: 1 }, "Speech is available in Parley's teachers' voices only."],
    [{ text: 'Hello', teacher_id: '00000000-0000-0000-0000-000000000000', speed: 1 }, "Speech is available in Parley's teachers' voices only."],
    [{ text: 'a'.repeat(1_001), teacher_slug: 'maya', speed: 1 }, 'text must be at most 1000 characters'],
  ])('refuses %#: 400, nothing spoken, nothing counted', async (body, message) => {
    const { client, userId } = await newLearner();
    const response = await client.request('/functions/v1/speech', { body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(speechCalls()).toHaveLength(0);
    expect(await allowanceUsed(server, `user:${userId}`, 'speech-characters')).toBe(0);
  });

  it('accepts a teacher\'s voice id, slug or id', async () => {
    const { client } = await newLearner();
    const [maya] = await server.deps.db.select({ id: teachers.id, voiceId: teachers.voiceId }).from(teachers).where(eq(teachers.slug, 'maya'));
    for (const [i, ask] of [{ voice_id: maya!.voiceId }, { teacher_slug: 'maya' }, { teacher_id: maya!.id }].entries()) {
      expect((await client.request('/functions/v1/speech', { body: { text: `Hello number ${i}.`, speed: 1, ...ask } })).status).toBe(200);
    }
    expect(speechCalls()).toHaveLength(3);
    expect(speechCalls().every((call) => call.body.voice === speechCalls()[0]!.body.voice)).toBe(true);
  });
});

describe('without a paid provider', () => {
  it('applies no paid budget: the offline tutor and eSpeak keep working and nothing is recorded', async () => {
    const offline = await startTestServer({ env: { FREE_TOOL_CALLS_PER_DAY: '0', FREE_SPEECH_CHARACTERS_PER_DAY: '0' } });
    try {
      const client = await signedInClient(offline.url, 'offline@parley.test');
      const userId = await userIdOf(client);
      const definition = await client.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'definition', subject: 'journey', messages: [] } });
      expect(definition.status).toBe(200);
      expect((await client.request('/functions/v1/speech', { body: { text: 'Hello there.', teacher_slug: 'maya', speed: 1 } })).status).toBe(200);
      expect(await ledgerOf(offline, { userId })).toEqual([]);
    } finally {
      await offline.close();
    }
  }, 60_000);
});
