import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { stripeCustomers, stripeSubscriptions, usageAllowances, usageEvents, userProfiles, users } from '../../src/server/db/schema';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import { VERBATIM_PROMPT } from '../../src/server/features/transcription/transcriber';
import { readAudioFixture } from '../support/audio-fixtures';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { startTestServer } from '../support/start-test-server';
import { fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
let learners = 0;

const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
beforeEach(() => {
  openai.transcriptions.requests.length = 0;
  openai.transcriptions.behaviour = 'reply';
});

/** `seconds` of a quiet tone as 16 kHz mono WAV. */
const wav = (seconds: number) => encodeWav(new Int16Array(Math.round(seconds * 16_000)).map((_, i) => Math.round(800 * Math.sin(i / 5))), 16_000);

/** The 6 s WebM with its TimecodeScale multiplied: its blocks then span `factor` times as long. */
function slowedWebm(factor: number): Uint8Array {
  const webm = readAudioFixture('mediarecorder-6s.webm');
  const scale = Buffer.from(webm).indexOf(Buffer.from([0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40])); // 1,000,000 ns
  const slowed = 1_000_000 * factor;
  webm.set([(slowed >> 16) & 255, (slowed >> 8) & 255, slowed & 255], scale + 4);
  return webm;
}

type Upload = { body?: Uint8Array; type?: string; query?: string; origin?: string | null };

async function upload(client: HttpClient, { body = wav(2), type = 'audio/wav', query = 'teacher_slug=maya&duration_ms=2000', origin = server.url }: Upload = {}) {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (origin) headers.Origin = origin;
  if (client.cookies.size) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(`${server.url}/functions/v1/transcribe?${query}`, { method: 'POST', headers, body: new Uint8Array(body) });
  return { status: response.status, body: await response.json() };
}

const learner = () => signedInClient(server.url, `speaker-${++learners}@parley.test`);

async function userId(email: string) {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
  return user!.id;
}

describe('POST /functions/v1/transcribe', () => {
  it('sends the recording to /audio/transcriptions verbatim, in the teacher\'s language, and answers the text', async () => {
    const client = await learner();
    const webm = readAudioFixture('mediarecorder-3s.webm');
    const response = await upload(client, { body: webm, type: 'audio/webm;codecs=opus', query: 'teacher_slug=maya&duration_ms=3000' });
    expect(response).toEqual({ status: 200, body: { text: 'Yesterday I goed to the park with my friend.' } });
    expect(openai.transcriptions.requests).toEqual([
      { model: 'gpt-4o-mini-transcribe', language: 'en', prompt: VERBATIM_PROMPT, fileName: 'speech.webm', fileType: 'audio/webm', fileBytes: webm.length, authorization: 'Bearer sk-test' },
    ]);
    expect(VERBATIM_PROMPT).toMatch(/mistakes/);
    const spanish = await upload(client, { query: 'teacher_slug=lucia&duration_ms=2000' });
    expect(spanish.status).toBe(200);
    expect(openai.transcriptions.requests[1]).toMatchObject({ language: 'es', fileName: 'speech.wav' });
  });

  it.each<[string, Upload, number, string]>([
    ['a JSON body', { body: new TextEncoder().encode('{"text":"hi"}'), type: 'application/json' }, 415, 'unsupported_audio'],
    ['no duration', { query: 'teacher_slug=maya' }, 400, 'invalid_duration'],
    ['a declared 61 s', { query: 'teacher_slug=maya&duration_ms=61000', type: 'audio/webm' }, 400, 'invalid_duration'],
    ['a WAV of 61 s claiming 2 s', { body: wav(61) }, 400, 'invalid_duration'],
    ['a body over 4 MB', { body: new Uint8Array(4 * 1024 * 1024 + 1), type: 'audio/webm' }, 413, 'audio_too_large'],
    ['an empty body', { body: new Uint8Array(0), type: 'audio/webm' }, 400, 'empty_audio'],
    ['a broken WAV', { body: new Uint8Array(100) }, 400, 'invalid_audio'],
    ['an MP3 (no browser records one)', { body: new Uint8Array([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]), type: 'audio/mpeg' }, 415, 'unsupported_audio'],
    ['WebM whose blocks span 66 s, claiming 1 s', { body: slowedWebm(11), type: 'audio/webm', query: 'teacher_slug=maya&duration_ms=1000' }, 400, 'invalid_duration'],
    ['an unknown teacher', { query: 'teacher_slug=nobody&duration_ms=2000' }, 400, 'unknown_teacher'],
    ['a foreign origin', { origin: 'https://evil.example' }, 403, 'cross_site_request'],
    ['no origin', { origin: null }, 403, 'cross_site_request'],
  ])('refuses %s, sending nothing', async (_name, input, status, code) => {
    const response = await upload(await learner(), input);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(openai.transcriptions.requests).toHaveLength(0);
  });

  it('refuses callers without a session', async () => {
    const response = await upload(createHttpClient(server.url));
    expect(response.status).toBe(401);
    expect(openai.transcriptions.requests).toHaveLength(0);
  });

  it('is for callers who may still send a message: free users with messages left and subscribers', async () => {
    const email = `speaker-${++learners}@parley.test`;
    const client = await signedInClient(server.url, email);
    await client.request('/api/me/profile');
    const id = await userId(email);
    await server.deps.db.update(userProfiles).set({ messageCount: 2 }).where(eq(userProfiles.userId, id));
    const refused = await upload(client);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('free_limit_reached');
    expect(openai.transcriptions.requests).toHaveLength(0);

    await server.deps.db.insert(stripeCustomers).values({ userId: id, customerId: `cus_${id}` });
    await server.deps.db.insert(stripeSubscriptions).values({ customerId: `cus_${id}`, subscriptionId: `sub_${id}`, status: 'active', priceId: 'price_parley_monthly' });
    expect((await upload(client)).status).toBe(200);
    expect(openai.transcriptions.requests).toHaveLength(1);
  });

  it('lets a demo session transcribe in the demo teacher\'s conversation while it has messages left', async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    expect((await upload(visitor, { query: 'teacher_slug=maya&duration_ms=2000' })).body.code).toBe('demo_teacher_only');
    expect((await upload(visitor, { query: 'teacher_slug=sophia&duration_ms=2000' })).status).toBe(200);
    for (const content of ['One', 'Two']) {
      const chat = await visitor.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', messages: [{ role: 'user', content }] } });
      expect(chat.status).toBe(200);
    }
    const refused = await upload(visitor, { query: 'teacher_slug=sophia&duration_ms=2000' });
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('demo_limit_reached');
    expect(openai.transcriptions.requests).toHaveLength(1);
  });

  it('answers 502 when the provider fails', async () => {
    openai.transcriptions.behaviour = 'http-500';
    const response = await upload(await learner());
    expect(response.status).toBe(502);
    expect(response.body.code).toBe('provider_failed');
  });
});

describe('the transcription budget and the usage ledger', () => {
  it('records each transcription\'s seconds and cost, and holds a daily budget under parallel requests', async () => {
    const budgeted = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, FREE_TRANSCRIPTION_SECONDS_PER_DAY: '5' } });
    try {
      const email = 'budgeted-speaker@parley.test';
      const client = await signedInClient(budgeted.url, email);
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const send = () =>
        fetch(`${budgeted.url}/functions/v1/transcribe?teacher_slug=maya&duration_ms=2000`, {
          method: 'POST',
          headers: { 'Content-Type': 'audio/wav', Origin: budgeted.url, Cookie: cookie },
          body: new Uint8Array(wav(2)),
        });
      const statuses = (await Promise.all(Array.from({ length: 5 }, send))).map((r) => r.status).sort();
      // 5 s a day holds two recordings of 2 s, however many arrive at once.
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      expect(openai.transcriptions.requests).toHaveLength(2);
      const [user] = await budgeted.deps.db.select().from(users).where(eq(users.email, email));
      const rows = await budgeted.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, user!.id));
      expect(rows.map((r) => [r.kind, r.provider, r.model, r.seconds])).toEqual([
        ['transcription', 'openai', 'gpt-4o-mini-transcribe', 2],
        ['transcription', 'openai', 'gpt-4o-mini-transcribe', 2],
      ]);
      // $0.003 a minute: 2 s cost 100 millionths of a dollar.
      expect(rows.map((r) => Number(r.costMicros))).toEqual([100, 100]);
    } finally {
      await budgeted.close();
    }
  });
});

describe('the seconds counted are the seconds in the recording', () => {
  const webm6s = { body: readAudioFixture('mediarecorder-6s.webm'), type: 'audio/webm;codecs=opus', query: 'teacher_slug=maya&duration_ms=1000' };

  it('charges a 6 s WebM that declares 1 s for its 6 s, in the ledger and the daily budget', async () => {
    const email = `speaker-${++learners}@parley.test`;
    const response = await upload(await signedInClient(server.url, email), webm6s);
    expect(response.status).toBe(200);
    const id = await userId(email);
    const [event, ...others] = await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, id));
    expect(others).toEqual([]);
    expect(event).toMatchObject({ kind: 'transcription', provider: 'openai', model: 'gpt-4o-mini-transcribe' });
    expect(Math.abs(event!.seconds - 6)).toBeLessThan(0.3);
    // $0.003 a minute: about 6 s cost about 300 millionths of a dollar, not the 50 of the 1 s declared.
    expect(Number(event!.costMicros)).toBeGreaterThan(285);
    const [allowance] = await server.deps.db.select().from(usageAllowances)
      .where(and(eq(usageAllowances.owner, `user:${id}`), eq(usageAllowances.metric, 'transcription-seconds')));
    expect(allowance!.used).toBe(7); // 6.06 s, rounded up
  });

  it('refuses that recording under a 5 s daily budget, sending nothing', async () => {
    const budgeted = await startTestServer({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl, FREE_TRANSCRIPTION_SECONDS_PER_DAY: '5' } });
    try {
      const client = await signedInClient(budgeted.url, 'declared-one-second@parley.test');
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(`${budgeted.url}/functions/v1/transcribe?${webm6s.query}`, {
        method: 'POST',
        headers: { 'Content-Type': webm6s.type, Origin: budgeted.url, Cookie: cookie },
        body: new Uint8Array(webm6s.body),
      });
      expect(response.status).toBe(429);
      expect(openai.transcriptions.requests).toHaveLength(0);
    } finally {
      await budgeted.close();
    }
  });

  it('refuses an unreadable body sent as audio/webm with 400, sending and recording nothing', async () => {
    const email = `speaker-${++learners}@parley.test`;
    const client = await signedInClient(server.url, email);
    const truncatedHeader = readAudioFixture('mediarecorder-6s.webm').subarray(0, 60);
    for (const body of [new Uint8Array([26, 69, 223, 163, 1, 2, 3, 4]), truncatedHeader, new TextEncoder().encode('not audio at all')]) {
      const response = await upload(client, { body, type: 'audio/webm', query: 'teacher_slug=maya&duration_ms=1000' });
      expect(response).toEqual({ status: 400, body: { error: 'The recording could not be read.', code: 'invalid_audio' } });
    }
    expect(openai.transcriptions.requests).toHaveLength(0);
    expect(await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, await userId(email)))).toEqual([]);
    expect(await server.deps.db.select().from(usageAllowances).where(eq(usageAllowances.owner, `user:${await userId(email)}`))).toEqual([]);
  });
});

describe('without a transcription provider', () => {
  it('answers 503 with the spec\'s unsupported message', async () => {
    const offline = await startTestServer();
    try {
      const client = await signedInClient(offline.url, 'offline-speaker@parley.test');
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(`${offline.url}/functions/v1/transcribe?teacher_slug=maya&duration_ms=2000`, { method: 'POST', headers: { 'Content-Type': 'audio/wav', Origin: offline.url, Cookie: cookie }, body: new Uint8Array(wav(1)) });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Speech recognition is not supported in your browser.', code: 'transcription_unavailable' });
    } finally {
      await offline.close();
    }
  });

  it('uses OPENAI_TRANSCRIBE_BASE_URL and its own model without a chat key (a local Whisper server)', async () => {
    const whisper = await startTestServer({ env: { OPENAI_TRANSCRIBE_BASE_URL: openai.baseUrl, OPENAI_TRANSCRIBE_MODEL: 'whisper-1' } });
    try {
      const client = await signedInClient(whisper.url, 'whisper-speaker@parley.test');
      const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(`${whisper.url}/functions/v1/transcribe?teacher_slug=maya&duration_ms=2000`, { method: 'POST', headers: { 'Content-Type': 'audio/wav', Origin: whisper.url, Cookie: cookie }, body: new Uint8Array(wav(1)) });
      expect(response.status).toBe(200);
      expect(openai.transcriptions.requests.at(-1)).toMatchObject({ model: 'whisper-1', language: 'en' });
    } finally {
      await whisper.close();
    }
  });
});
