/**
 * POST /functions/v1/pronunciation: the keyless check (PocketSphinx grammar alternatives, ADR 019, weighed
 * by the model learned from real learners, ADR 023) on
 * readings spoken by the app's own eSpeak NG (WebAssembly; no system tool), the refusals of bad input,
 * the free and demo gate, and the ledger.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pronunciationAttempts, usageEvents, userProfiles, users } from '../../src/server/db/schema';
import { createEspeakSynthesizer } from '../../src/server/features/speech/espeak-synthesizer';
import { readWav } from '../../src/server/features/speech/read-wav.test-helper';
import { encodeWav } from '../../src/server/features/speech/wav-header';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { createPocketsphinxAssessor } from '../../src/server/features/pronunciation/pocketsphinx-assessor';
import { type FakeAzureSpeechServer, startFakeAzureSpeechServer } from '../fakes/fake-azure-speech-server';
import { createHttpClient, type HttpClient } from '../support/http-client';
import { signedInClient } from '../support/sign-in';
import { resample } from '../support/spoken-wav';
import { startTestServer, type TestServer } from '../support/start-test-server';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
let learners = 0;

/**
 * `text` said by eSpeak NG in American English, as the browser sends it: 48 kHz 16-bit mono WAV with a
 * little silence around. A fresh synthesizer each time: eSpeak's output depends on what it said before.
 */
async function spoken(text: string): Promise<Uint8Array> {
  const espeak = createEspeakSynthesizer({ threads: 1 });
  let speech: ReturnType<typeof readWav>;
  try {
    speech = readWav((await espeak.synthesize({ text, language: 'en-US', speed: 0.8, voiceId: 'learner' })).bytes);
  } finally {
    await espeak.close();
  }
  const samples = resample(speech.samples, speech.sampleRate, 48_000);
  const padded = new Int16Array(samples.length + 48_000);
  padded.set(samples, 14_400);
  return encodeWav(padded, 48_000);
}

const tone = (seconds: number) => encodeWav(new Int16Array(Math.round(seconds * 16_000)).map((_, i) => Math.round(800 * Math.sin(i / 5))), 16_000);

type Upload = { to?: TestServer; body?: Uint8Array; type?: string; text?: string; query?: string; origin?: string | null };

async function check(client: HttpClient, { to = server, body = tone(2), type = 'audio/wav', text = 'I think so.', query, origin = server.url }: Upload = {}) {
  const headers: Record<string, string> = { 'Content-Type': type };
  if (origin) headers.Origin = origin === server.url ? to.url : origin;
  if (client.cookies.size) headers.Cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const search = query ?? `teacher_slug=maya&duration_ms=${Math.max(1, Math.round(((body.length - 44) / 2 / 48_000) * 1000))}&text=${encodeURIComponent(text)}`;
  const response = await fetch(`${to.url}/functions/v1/pronunciation?${search}`, { method: 'POST', headers, body: new Uint8Array(body) });
  return { status: response.status, body: await response.json() };
}

const READING = 'We read the right letter.';
const learner = () => signedInClient(server.url, `reader-${++learners}@parley.test`);

/** Whether every score of a word or a reading is a whole number from 0 to 100. */
const isScore = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100;

/**
 * The decoder and its cues on the signal, before the learned model weighs them (scoring/score-reading.ts):
 * what they choose is evidence the model reads (`isSlipChosen`), so it must still hear what it heard.
 */
describe('the keyless decoder and its cues (the evidence the model weighs)', () => {
  const assessor = createPocketsphinxAssessor();
  afterAll(() => assessor.close());
  const decoded = async (text: string, said: string, insteadOf?: string) => (await assessor.listen({ text, insteadOf, wav: await spoken(said) })).judged.words;

  it('names the slip it heard and says how to make the sound', async () => {
    expect(await decoded(READING, READING)).toEqual(['We', 'read', 'the', 'right', 'letter'].map((word) => ({ word, result: 'ok' })));
    expect((await decoded(READING, 'We read the light letter.'))[3]).toEqual({ word: 'right', result: 'mispronounced', heard: 'light', tip: expect.stringMatching(/tongue back/), sound: 'r-l' });
  }, 60_000);

  it('aligns the sentence through each front end asked for beside the search, in the order asked', async () => {
    const wav = await spoken(READING);
    const words = ['We', 'read', 'the', 'right', 'letter'].length;
    const both = await assessor.listen({ text: READING, wav }, [1.45, 1, 1.3]);
    expect(both.evidenceByWarp).toHaveLength(3);
    for (const evidence of both.evidenceByWarp) expect(evidence.words).toHaveLength(words);
    expect(both.evidence).toBe(both.evidenceByWarp[0]);
    expect(both.evidenceByWarp[0]).not.toEqual(both.evidenceByWarp[1]); // a warped front end hears other costs
    // The same front end twice in a row is warped both times (PocketSphinx once switched a repeated warp off).
    const again = await assessor.listen({ text: READING, wav }, [1.45, 1]);
    expect(again.evidenceByWarp[0]).not.toEqual(again.evidenceByWarp[1]);
    const third = await assessor.listen({ text: READING, wav }, [1.45, 1]);
    expect(third.evidenceByWarp[0]).not.toEqual(third.evidenceByWarp[1]);
    // A Node Buffer (as readFileSync gives): its slices share memory, yet each thread gets samples of its own.
    const fromBuffer = await assessor.listen({ text: READING, wav: Buffer.from(wav) }, [1.45, 1]);
    expect(fromBuffer.evidenceByWarp.map((evidence) => evidence.words.length)).toEqual([words, words]);
  }, 60_000);

  it('asks a speech recogniser how likely each word as written is: a word said as another is unlikely, said right likely', async () => {
    const right = (await assessor.listen({ text: READING, wav: await spoken(READING) })).evidence.words;
    const slipped = (await assessor.listen({ text: READING, wav: await spoken('We read the light letter.') })).evidence.words;
    expect(right.map((word) => word.heardFirstChoiceShare)).toEqual([1, 1, 1, 1, 1]);
    expect(slipped[3]!.heardFirstChoiceShare).toBeLessThan(1); // it would have written "light"
    expect(slipped[3]!.heardLogProb).toBeLessThan(right[3]!.heardLogProb - 2); // e² times less likely, at least
    expect(slipped[3]!.heardWorstToken).toBeLessThanOrEqual(slipped[3]!.heardMeanToken);
  }, 60_000);

  it('asks the larger recogniser for a second opinion only where asked to, and it too finds a word said as another unlikely', async () => {
    const right = await assessor.listen({ text: READING, wav: await spoken(READING) });
    expect(right.evidence.secondOpinion).toBeUndefined(); // every word heard clearly: the first flag asks for nothing
    const asked = await assessor.listen({ text: READING, wav: await spoken(READING) }, undefined, 'always');
    const slipped = await assessor.listen({ text: READING, wav: await spoken('We read the light letter.') }, undefined, 'always');
    expect(asked.evidence.secondOpinion).toHaveLength(5);
    expect(asked.evidence.secondOpinion!.map((word) => word.secondFirstChoiceShare)).toEqual([1, 1, 1, 1, 1]);
    expect(slipped.evidence.secondOpinion![3]!.secondLogProb).toBeLessThan(asked.evidence.secondOpinion![3]!.secondLogProb - 2);
    expect(slipped.evidence.words).toEqual(slipped.evidenceByWarp[0]!.words); // the first listener's evidence as before
  }, 60_000);

  it('hears a common extra word in its place', async () => {
    const words = await decoded(READING, 'We read the very right letter.');
    expect(words.map((word) => `${word.word}:${word.result}`)).toEqual(['We:ok', 'read:ok', 'the:ok', 'very:inserted', 'right:ok', 'letter:ok']);
  }, 60_000);

  // The decoder alone heard this at chance; the loudness of the hiss decides (sibilant-cue.ts).
  it('hears "sink" said for "think" by its hiss, and "think" said right', async () => {
    expect((await decoded('I think so.', 'I sink so.'))[1]).toMatchObject({ word: 'think', result: 'mispronounced', heard: 'sink' });
    expect((await decoded('I think so.', 'I think so.'))[1]).toMatchObject({ word: 'think', result: 'ok' });
  }, 60_000);

  it('hears a final stop left off where it is released into the next word, and tapped ones ("lie", "car", "sea")', async () => {
    for (const [text, said, word, heard] of [
      ['I like it a lot.', 'I lie it a lot.', 'like', 'lie'],
      ['The card is on the table.', 'The car is on the table.', 'card', 'car'],
      ['Please take a seat again.', 'Please take a sea again.', 'seat', 'sea'],
    ] as const) {
      expect((await decoded(text, said)).find((result) => result.word === word)).toMatchObject({ result: 'mispronounced', heard, sound: 'final' });
      expect((await decoded(text, text)).every((result) => result.result === 'ok')).toBe(true);
    }
  }, 90_000);
});

describe('POST /functions/v1/pronunciation', () => {
  it("scores each word and the reading in Azure's shape, and names a slip only where the learned model is confident", async () => {
    const client = await learner();
    const right = await check(client, { body: await spoken(READING), text: READING });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ text: READING, engine: 'pocketsphinx', completeness_score: 100 });
    expect(right.body.words.map((word: { word: string; result: string }) => `${word.word}:${word.result}`)).toEqual(['We:ok', 'read:ok', 'the:ok', 'right:ok', 'letter:ok']);
    expect(right.body.words.every((word: { accuracy_score: unknown }) => isScore(word.accuracy_score))).toBe(true);
    for (const name of ['accuracy_score', 'fluency_score', 'completeness_score', 'pronunciation_score']) expect(isScore(right.body[name]), name).toBe(true);
    expect(right.body.words_per_minute).toBeGreaterThan(60);
    expect(right.body.words_per_minute).toBeLessThan(400);

    // The decoder hears "light" (above); the learned model, confident the word is poor, lets it be named, with
    // the tip for the sound and a score below the band of words said right. The other words stay ok.
    const slipped = await check(client, { body: await spoken('We read the light letter.'), text: READING });
    expect(slipped.status).toBe(200);
    expect(slipped.body.words.map((word: { result: string }) => word.result)).toEqual(['ok', 'ok', 'ok', 'mispronounced', 'ok']);
    expect(slipped.body.words[3]).toMatchObject({ word: 'right', heard: 'light', sound: 'r-l', tip: expect.stringMatching(/tongue back/) });
    expect(slipped.body.words[3].accuracy_score).toBeLessThan(60);
    expect(slipped.body.words.filter((word: { heard?: string }) => word.heard)).toHaveLength(1);
  }, 60_000);

  it('tells a learner of no extra word the gate learned from real learners cannot stand behind', async () => {
    const added = await check(await learner(), { body: await spoken('We read the very right letter.'), text: READING });
    expect(added.status).toBe(200);
    expect(added.body.words.map((word: { word: string }) => word.word)).toEqual(['We', 'read', 'the', 'right', 'letter']);
  }, 60_000);

  it("listens, in Review's Say it, for the learner's old mistake: the word they wrote, named, and every word ok when said as corrected", async () => {
    const user = await learner();
    const [better, wrote] = ['She goes to school every day.', 'She go to school every day.'];
    const said = (body: Uint8Array) => check(user, { body, text: better, query: `teacher_slug=maya&duration_ms=3000&text=${encodeURIComponent(better)}&instead_of=${encodeURIComponent(wrote)}` });
    const repeated = await said(await spoken(wrote));
    expect(repeated.status).toBe(200);
    expect(repeated.body.words[1]).toMatchObject({ word: 'goes', result: 'mispronounced', heard: 'go', tip: 'Say "goes", as in the correction, not "go".' });
    const corrected = await said(await spoken(better));
    expect(corrected.body.words.map((word: { result: string }) => word.result)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    // What the learner wrote is a hint: one the check cannot read (digits, accents) is left out, not refused.
    const unreadable = await check(user, { body: await spoken(better), text: better, query: `teacher_slug=maya&duration_ms=3000&text=${encodeURIComponent(better)}&instead_of=${encodeURIComponent('She go to school 5 días.')}` });
    expect(unreadable.status).toBe(200);
    // Without what the learner wrote, "go" is not listened for.
    // Without what the learner wrote, "go" is not listened for: the model still hears that "goes" did not come
    // through, but names no word it was said as.
    const unhinted = (await check(user, { body: await spoken(wrote), text: better })).body.words[1];
    expect(unhinted).toMatchObject({ word: 'goes', result: 'mispronounced', tip: 'Say "goes" again, slowly and clearly: it did not come through.' });
    expect(unhinted.heard).toBeUndefined();
  }, 60_000);

  it.each<[string, Upload, number, string]>([
    ['WebM (the keyless engine reads WAV)', { body: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0]), type: 'audio/webm' }, 415, 'unsupported_audio'],
    ['a JSON body', { body: new TextEncoder().encode('{"text":"hi"}'), type: 'application/json' }, 415, 'unsupported_audio'],
    ['no text', { text: '' }, 400, 'invalid_text'],
    ['a text over 200 characters', { text: 'word '.repeat(41) }, 400, 'invalid_text'],
    ['a text that is not English words', { text: 'Привет мир' }, 400, 'invalid_text'],
    ['a word the dictionary does not know', { text: 'I think zzqxv.' }, 400, 'unknown_word'],
    ['no duration', { query: 'teacher_slug=maya&text=hello' }, 400, 'invalid_duration'],
    ['a declared 31 s', { query: 'teacher_slug=maya&text=hello&duration_ms=31000' }, 400, 'invalid_duration'],
    ['a WAV of 31 s claiming 2 s', { body: tone(31), query: 'teacher_slug=maya&text=hello&duration_ms=2000' }, 400, 'invalid_duration'],
    ['an empty body', { body: new Uint8Array(0), query: 'teacher_slug=maya&text=hello&duration_ms=2000' }, 400, 'empty_audio'],
    ['a WAV of silence', { body: encodeWav(new Int16Array(32_000), 16_000), query: 'teacher_slug=maya&text=hello&duration_ms=2000' }, 422, 'no_speech'],
    ['a broken WAV', { body: new Uint8Array(100), query: 'teacher_slug=maya&text=hello&duration_ms=2000' }, 400, 'invalid_audio'],
    ['an unknown teacher', { query: 'teacher_slug=nobody&text=hello&duration_ms=2000' }, 400, 'unknown_teacher'],
    ['a Spanish teacher', { query: 'teacher_slug=lucia&text=hola&duration_ms=2000' }, 400, 'english_only'],
    ['a foreign origin', { origin: 'https://evil.example' }, 403, 'cross_site_request'],
  ])('refuses %s with a clear 4xx', async (_name, input, status, code) => {
    const response = await check(await learner(), input);
    expect(response.status).toBe(status);
    expect(response.body.code).toBe(code);
    expect(response.body.error).toEqual(expect.any(String));
  });

  it('says in the voice of the teacher practised with that no speech was heard', async () => {
    const silence = encodeWav(new Int16Array(32_000), 16_000);
    const response = await check(await learner(), { body: silence, query: 'teacher_slug=oliver&text=hello&duration_ms=2000' });
    expect(response.body).toMatchObject({ code: 'no_speech', error: "Oliver couldn't hear you. Check your microphone and read the sentence aloud." });
  });

  it('names the audio it accepts when refusing a compressed recording', async () => {
    const response = await check(await learner(), { body: new Uint8Array([0x4f, 0x67, 0x67, 0x53]), type: 'audio/ogg' });
    expect(response.body.error).toMatch(/16-bit PCM WAV/);
  });

  it('refuses callers without a session', async () => {
    expect((await check(createHttpClient(server.url))).status).toBe(401);
  });

  it('is for callers who may still send a message, and counts the seconds in the ledger at no cost', async () => {
    const email = `reader-${++learners}@parley.test`;
    const client = await signedInClient(server.url, email);
    await client.request('/api/me/profile');
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    expect((await check(client)).status).toBe(200);
    const [event] = await server.deps.db.select().from(usageEvents).where(eq(usageEvents.userId, user!.id));
    expect(event).toMatchObject({ kind: 'transcription', purpose: 'pronunciation', provider: 'pocketsphinx' });
    expect(event!.seconds).toBeGreaterThan(0);
    expect(Number(event!.costMicros)).toBe(0);

    await server.deps.db.update(userProfiles).set({ messageCount: 2 }).where(eq(userProfiles.userId, user!.id));
    const refused = await check(client);
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('free_limit_reached');
  });

  it("keeps each signed-in learner's check, words and verdicts but no audio, and Progress counts them", async () => {
    const email = `reader-${++learners}@parley.test`;
    const client = await signedInClient(server.url, email);
    const before = await client.request('/api/progress');
    expect(before.body.pronunciation).toEqual({ attempts: 0, last: null, trouble_sounds: [] });
    const first = await check(client, { text: 'I think so.' });
    const second = await check(client, { text: READING });
    expect([first.status, second.status]).toEqual([200, 200]);

    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    const rows = await server.deps.db.select().from(pronunciationAttempts).where(eq(pronunciationAttempts.userId, user!.id));
    expect(rows.map((row) => row.text).sort()).toEqual(['I think so.', READING].sort());
    const kept = rows.find((row) => row.text === READING)!;
    expect(kept).toMatchObject({ teacherSlug: 'maya', engine: 'pocketsphinx', wordCount: 5, words: second.body.words });
    expect(kept.okCount).toBe(second.body.words.filter((word: { result: string }) => word.result === 'ok').length);
    expect(Object.keys(kept).sort()).toEqual(['checkedAt', 'engine', 'id', 'okCount', 'scores', 'teacherSlug', 'text', 'userId', 'wordCount', 'words']);
    const { accuracy_score, fluency_score, completeness_score, pronunciation_score } = second.body;
    expect(kept.scores).toEqual({ accuracy_score, fluency_score, completeness_score, pronunciation_score });

    const progress = await client.request('/api/progress');
    expect(progress.body.pronunciation.attempts).toBe(2);
    expect(progress.body.pronunciation.last).toMatchObject({ text: READING, word_count: 5, ok_count: kept.okCount, words: second.body.words, scores: kept.scores });
  });

  it("offers Review's Say it for English corrections the check can read, with the correcting teacher or Maya", async () => {
    const email = `reader-${++learners}@parley.test`;
    const client = await signedInClient(server.url, email);
    await client.request('/api/me/profile');
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
    const correction = (front: string, back: string, teacherSlug: string | null) => ({ kind: 'correction' as const, front, back, note: '', rule: 'unknown', teacherSlug, teacherName: null });
    await addNotebookEntries(server.deps.db, user!.id, [
      correction('He go home.', 'He goes home.', 'sophia'),
      correction('I has it.', 'I have it.', null),
      correction('Me gusta los libros.', 'Me gustan los libros.', 'lucia'),
      correction('I sawed zzqxv.', 'I saw zzqxv.', 'maya'),
      { kind: 'word', front: 'thorough', back: 'Complete and careful.', note: '' },
    ]);
    const session = await client.request('/api/review');
    const sayIt = Object.fromEntries(session.body.cards.map((card: { front: string; say_it_teacher_slug: string | null }) => [card.front, card.say_it_teacher_slug]));
    expect(sayIt).toEqual({ 'He go home.': 'sophia', 'I has it.': 'maya', 'Me gusta los libros.': null, 'I sawed zzqxv.': null, thorough: null });
  });

  it("lets a demo session check a reading in the demo teacher's conversation only", async () => {
    const visitor = createHttpClient(server.url);
    await visitor.request('/functions/v1/demo-session', { body: {} });
    expect((await check(visitor)).body.code).toBe('demo_teacher_only');
    const before = await server.deps.db.select().from(pronunciationAttempts);
    expect((await check(visitor, { query: 'teacher_slug=sophia&text=hello&duration_ms=2000' })).status).toBe(200);
    expect(await server.deps.db.select().from(pronunciationAttempts)).toHaveLength(before.length); // a visitor's check is not kept
  });
});

describe('POST /functions/v1/pronunciation with Azure configured', () => {
  let azure: FakeAzureSpeechServer;
  let withAzure: TestServer;
  beforeAll(async () => {
    azure = await startFakeAzureSpeechServer();
    withAzure = await startTestServer({ env: { AZURE_SPEECH_KEY: 'azure-test-key', AZURE_SPEECH_REGION: 'westeurope', AZURE_SPEECH_BASE_URL: azure.url } });
  });
  afterAll(async () => {
    await withAzure?.close();
    await azure?.close();
  });

  it("sends the reading to Azure's pronunciation assessment and maps its verdicts onto the same answer", async () => {
    azure.errors = { right: 'Mispronunciation', the: 'Omission' };
    const client = await signedInClient(withAzure.url, `azure-reader-${++learners}@parley.test`);
    const response = await check(client, { to: withAzure, text: READING });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      text: READING,
      engine: 'azure',
      words: [
        { word: 'We', result: 'ok', accuracy_score: 95 },
        { word: 'read', result: 'ok', accuracy_score: 95 },
        { word: 'the', result: 'omitted', accuracy_score: 40 },
        { word: 'right', result: 'mispronounced', accuracy_score: 40 },
        { word: 'letter', result: 'ok', accuracy_score: 95 },
      ],
      words_per_minute: 126, // 4 words said between 0.5 s and 2.4 s (the omitted one not counted)
      // Azure's own sentence scores, rounded (PronScore 90.5)
      accuracy_score: 88,
      fluency_score: 91,
      completeness_score: 100,
      pronunciation_score: 91,
    });
    const [request] = azure.requests;
    expect(request!.path).toBe('/speech/recognition/conversation/cognitiveservices/v1?language=en-US&format=detailed');
    expect(request!.headers['ocp-apim-subscription-key']).toBe('azure-test-key');
    expect(request!.headers['content-type']).toBe('audio/wav; codecs=audio/pcm');
    expect(request!.settings).toMatchObject({ ReferenceText: 'We read the right letter', EnableMiscue: true });
    expect(request!.audioBytes).toBe(tone(2).length);
  });

  it('answers 502 when Azure refuses', async () => {
    azure.status = 401;
    try {
      const client = await signedInClient(withAzure.url, `azure-reader-${++learners}@parley.test`);
      const response = await check(client, { to: withAzure });
      expect(response.status).toBe(502);
      expect(response.body.code).toBe('provider_failed');
    } finally {
      azure.status = 200;
    }
  });
});
