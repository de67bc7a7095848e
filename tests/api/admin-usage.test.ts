
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tapLog } from '../../src/server/lib/logger';
import { usageEvents, userProfiles } from '../../src/server/db/schema';
import { formatUsageReport } from '../../src/server/features/usage/format-usage-report';
import { summarizeUsage } from '../../src/server/features/usage/summarize-usage';
import { COUNTED_PURPOSES } from '../../src/shared/chat-purposes';
import { DEMO_VISITORS_LABEL, type UsageSummary } from '../../src/shared/usage-summary';
import { startFakeElevenLabsServer } from '../fakes/fake-elevenlabs-server';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { fakeOpenAiForFile, startedForFile, testServerForFile } from '../support/test-server-for-file';
import { makeSubscriber, userIdOf } from '../support/usage-fixtures';

const openai = fakeOpenAiForFile();
const elevenlabs = startedForFile('The fake ElevenLabs server', startFakeElevenLabsServer);
const server = testServerForFile(() => ({
  env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, ELEVENLABS_API_KEY: 'xi-secret-key', ELEVENLABS_BASE_URL: elevenlabs.url },
}));
let admin: HttpClient;
let subscriber: HttpClient;

beforeAll(async () => {
  admin = await signedInClient(server.url, 'usage-admin@parley.test');
  await server.deps.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, await userIdOf(admin)));
  subscriber = await signedInClient(server.url, 'usage-subscriber@parley.test');
  await makeSubscriber(server, await userIdOf(subscriber));
});

/** One learner turn as the browser makes it: a streamed reply, then each sentence spoken in the teacher's voice. */
async function talk(client: HttpClient, content: string, teacherSlug = 'maya') {
  const reply = await client.request('/functions/v1/chat', { body: { teacher_slug: teacherSlug, stream: true, messages: [{ role: 'user', content }] } });
  expect(reply.status).toBe(200);
  for (const sentence of openai.reply.split(/(?<=[.!?])\s+/)) {
    expect((await client.request('/functions/v1/speech', { body: { text: `${sentence} (${content})`, teacher_slug: teacherSlug, speed: 1 } })).status).toBe(200);
  }
}

describe('the Usage API after a fake-provider journey', () => {
  let summary: UsageSummary;

  beforeAll(async () => {
    for (const text of ['I went hiking on Sunday.', 'The weather was lovely.', 'Next week I will go again.']) await talk(subscriber, text);
    openai.reply = '{"definition": "a long walk", "partOfSpeech": "noun", "example": "A hike in the hills."}';
    expect((await subscriber.request('/functions/v1/chat', { body: { teacher_slug: 'maya', mode: 'definition', subject: 'hike', messages: [] } })).status).toBe(200);
    openai.reply = 'Hello! That sounds wonderful. What did you enjoy most?';
    const free = await signedInClient(server.url, 'usage-free@parley.test');
    for (const text of ['Hello, I am new here.', 'I like cooking.']) await talk(free, text);
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    for (const text of ['Hi Sophia!', 'I want to practise English.']) await talk(visitor, text, 'sophia');

    const response = await admin.request('/api/admin/usage');
    expect(response.status).toBe(200);
    summary = response.body;
  });

  it('adds up what the ledger holds, per day and per provider', async () => {
    const rows = await server.deps.db.select().from(usageEvents);
    const today = summary.days.at(-1)!;
    expect(summary.days).toHaveLength(30);
    expect(today.model_calls).toBe(rows.filter((r) => r.kind === 'chat').length);
    expect(today.model_calls).toBe(3 + 1 + 2 + 2);
    expect(today.prompt_tokens).toBe(rows.reduce((n, r) => n + r.promptTokens, 0));
    expect(today.completion_tokens).toBe(rows.reduce((n, r) => n + r.completionTokens, 0));
    expect(today.speech_characters).toBe(rows.filter((r) => r.kind === 'speech').reduce((n, r) => n + r.characters, 0));
    expect(elevenlabs.requests).toHaveLength(rows.filter((r) => r.kind === 'speech').length);
    const costOf = (provider: string) => rows.filter((r) => r.provider === provider).reduce((n, r) => n + r.costMicros, 0) / 1e6;
    expect(today.cost_by_provider.openai).toBeCloseTo(costOf('openai'), 9);
    expect(today.cost_by_provider.elevenlabs).toBeCloseTo(costOf('elevenlabs'), 9);
    // ElevenLabs at the default $0.10 per 1,000 characters.
    expect(costOf('elevenlabs')).toBeCloseTo((today.speech_characters * 0.1) / 1000, 6);
    expect(summary.totals.cost).toBeCloseTo(costOf('openai') + costOf('elevenlabs'), 9);
  });

  it('divides the cost by conversation minutes (clock minutes in which an account got a conversation reply)', async () => {
    const rows = await server.deps.db.select().from(usageEvents);
    const minutes = new Set(
      rows
        .filter((r) => r.kind === 'chat' && (COUNTED_PURPOSES as readonly string[]).includes(r.purpose ?? ''))
        .map((r) => `${r.userId ?? r.demoSessionId} ${Math.floor(r.createdAt.getTime() / 60_000)}`),
    );
    expect(summary.totals.conversation_minutes).toBe(minutes.size);
    expect(summary.cost_per_conversation_minute).toBeCloseTo(summary.totals.cost / minutes.size, 9);
    console.info(`[usage] fake-provider journey: ${minutes.size} conversation minutes, $${summary.totals.cost.toFixed(6)}, $${summary.cost_per_conversation_minute!.toFixed(6)} per conversation minute`);
  });

  it('ranks accounts by cost, demo visitors together', async () => {
    expect(summary.top_accounts.map((a) => a.label).sort()).toEqual([DEMO_VISITORS_LABEL, 'usage-free@parley.test', 'usage-subscriber@parley.test']);
    const costs = summary.top_accounts.map((a) => a.cost);
    expect(costs).toEqual([...costs].sort((x, y) => y - x));
    expect(summary.top_accounts[0]!.label).toBe('usage-subscriber@parley.test');
    expect(summary.top_accounts.find((a) => a.label === 'usage-subscriber@parley.test')!.calls).toBe(3 + 1 + 3 * openai.reply.split(/(?<=[.!?])\s+/).length);
  });

  it('prints the same figures for a terminal', async () => {
    const report = formatUsageReport(await summarizeUsage(server.deps.db));
    expect(report).toContain('Cost per conversation minute: $');
    expect(report).toContain('usage-subscriber@parley.test');
    expect(report).toMatch(new RegExp(`Total\\s+${summary.totals.model_calls}\\s`));
  });

  it('is for admins only, and checks its input', async () => {
    expect((await subscriber.request('/api/admin/usage')).status).toBe(403);
    expect((await createHttpClient(server.url).request('/api/admin/usage')).status).toBe(401);
    const bad = await admin.request('/api/admin/usage?days=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('days must be 1 to 90');
  });
});

describe('provider failures seen from the browser', () => {
  it('keep quota figures, keys and addresses in the server log, out of the answer', async () => {
    const lines: string[] = [];
    const stopTapping = tapLog((line) => lines.push(line));
    try {
      elevenlabs.respondNextWith({ status: 401, body: JSON.stringify({ detail: { status: 'quota_exceeded', message: 'This request exceeds your quota of 10000. You have 12 credits remaining.' } }) });
      const speech = await subscriber.request('/functions/v1/speech', { body: { text: 'A sentence nobody asked for yet.', teacher_slug: 'maya', speed: 1 } });
      expect(speech.status).toBe(502);
      expect(speech.body).toEqual({ error: "The teacher's voice could not be generated. Please try again.", code: 'speech_failed' });
      openai.behaviour = 'http-500';
      const chat = await subscriber.request('/functions/v1/chat', { body: { teacher_slug: 'maya', messages: [{ role: 'user', content: 'Hello?' }] } });
      expect(chat.body.error).toBe("Failed to get a response. Please ensure Parley's server is properly configured with OpenAI API access.");
      for (const body of [speech.body, chat.body]) expect(JSON.stringify(body)).not.toMatch(/10000|credits|quota|xi-secret|sk-test|127\.0\.0\.1|overloaded/);
      const logged = lines.join('');
      expect(logged).toContain('quota of 10000');
      expect(logged).toContain('overloaded');
    } finally {
      openai.behaviour = 'reply';
      stopTapping();
    }
  });
});
