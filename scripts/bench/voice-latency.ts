/**
 * `npm run bench:voice`: in a real browser, the time from submitting a message to the teacher's first
 * audio, (a) when the teacher is silent and (b) when the learner sends while the teacher is still
 * speaking (the old speech must stop at once and not delay the new reply); then the round trip of a
 * recorded turn through /functions/v1/transcribe. A fake model streams replies (fixed time to first
 * token and per token) that differ every turn, so no audio comes from the speech cache, and whose first
 * sentence is long; a fake speech API streams its audio (first bytes after a fixed latency, the rest at a
 * pace per character). Each turn's limit is what a whole-file design allows for its own first sentence:
 * first token, the whole first sentence's tokens, then the whole first sentence's audio. First audio is
 * an <audio> element's 'playing' or the start of a Web Audio buffer, whichever the page uses.
 * Prints figures; asserts nothing. BENCH_WEB_ROOT serves another web build (e.g. an older commit's).
 * `-- --speech=whole`: the fake speech API does not stream (each request's audio arrives whole, when its last
 * byte would have), as some providers answer.
 */
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { stripeCustomers, stripeSubscriptions, users } from '../../src/server/db/schema';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';
import { startFakeOpenAiServer } from '../../tests/fakes/fake-openai-server';
import { launchBrowser, openPage } from '../../tests/support/browser';
import { installFakeSpeechRecognition } from '../../tests/support/fake-speech-recognition';
import { writeSpokenWav } from '../../tests/support/spoken-wav';
import { startTestServer } from '../../tests/support/start-test-server';

const TIME_TO_FIRST_TOKEN_MS = 400;
const TOKEN_INTERVAL_MS = 25;
const SPEECH_LATENCY_MS = 250;
const SPEECH_MS_PER_CHARACTER = 8;
const TRANSCRIPTION_LATENCY_MS = 300;
const RUNS = 5;
const SPEECH_ARRIVES_WHOLE = process.argv.includes('--speech=whole');
const PLACES = ['London', 'Lisbon', 'Madrid', 'Berlin', 'Vienna', 'Prague', 'Dublin', 'Krakow', 'Seville', 'Porto', 'Bologna', 'Munich', 'Lyon', 'Bruges', 'Oslo', 'Zurich', 'Verona', 'Ghent', 'Bergen', 'Malaga'];
const REPLY_REST =
  'Cooking for friends is a great way to practise new vocabulary, because you can name every ingredient out loud. ' +
  'Next time, try describing each step as you go, for example "first I chop the onions, then I fry them gently". ' +
  'Which dish did your friends enjoy the most, and why do you think they liked it?';
/** Every turn gets its own first sentence (long, with a comma after six words), so no audio comes from the server's speech cache. */
const replyFor = (turn: number) =>
  `That sounds like a wonderful trip, and I would really love to hear which part of ${PLACES[turn % PLACES.length]} you enjoyed the most last year (${turn + 1}). ${REPLY_REST}`;
let turns = 0;
const nextReply = () => replyFor(turns++);

/** Time to first token, then the first sentence's tokens, then the whole first sentence's audio. */
function limitFor(reply: string) {
  const firstSentence = reply.slice(0, reply.indexOf('.') + 1);
  const tokens = firstSentence.split(/\s+/).length;
  // The fake's tokens carry their trailing space, so the first sentence is complete with its last token.
  return TIME_TO_FIRST_TOKEN_MS + (tokens - 1) * TOKEN_INTERVAL_MS + SPEECH_LATENCY_MS + SPEECH_MS_PER_CHARACTER * firstSentence.length;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const list = (values: number[], digits = 0) => values.map((v) => v.toFixed(digits)).join(', ');

const openai = await startFakeOpenAiServer();
Object.assign(openai, { timeToFirstTokenMs: TIME_TO_FIRST_TOKEN_MS, chunkIntervalMs: TOKEN_INTERVAL_MS, speechLatencyMs: SPEECH_LATENCY_MS, speechMsPerCharacter: SPEECH_MS_PER_CHARACTER, speechArrivesWhole: SPEECH_ARRIVES_WHOLE });
openai.transcriptions.latencyMs = TRANSCRIPTION_LATENCY_MS;
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
await seedTeachers(database.db);
const server = await startTestServer({ database, env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: openai.baseUrl }, webRoot: process.env.BENCH_WEB_ROOT || undefined });
const browser = await launchBrowser();

try {
  await fetch(`${server.url}/api/auth/sign-up/email`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: server.url }, body: JSON.stringify({ email: 'bench@parley.test', password: 'bench-password', name: '' }) });
  // A subscriber, so the free limit never interrupts the runs.
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, 'bench@parley.test'));
  await server.deps.db.insert(stripeCustomers).values({ userId: user!.id, customerId: 'cus_bench' });
  await server.deps.db.insert(stripeSubscriptions).values({ customerId: 'cus_bench', subscriptionId: 'sub_bench', status: 'active', priceId: 'price_bench' });

  const { page } = await openPage(browser, { baseURL: server.url });
  await page.addInitScript(installFakeSpeechRecognition);
  await page.addInitScript(() => {
    const w = window as any;
    w.__firstPlaying = null;
    // A property, not a named function: tsx would wrap a named one in a helper the page does not have.
    w.__heard = (at: number) => {
      if (w.__submittedAt !== undefined && at >= w.__submittedAt) w.__firstPlaying = Math.min(w.__firstPlaying ?? at, at);
    };
    // Only audio that starts after the submit, from an element that did not exist before it, counts.
    document.addEventListener('playing', (e) => {
      if (!w.__oldAudio?.has(e.target)) w.__heard(performance.now());
    }, true);
    // Web Audio: a buffer scheduled to start at `when` (context time) is heard then, not when start() is called.
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, when = 0, ...rest: number[]) {
      const context = this.context as AudioContext;
      const lead = Math.max(0, when - context.currentTime);
      w.__heard(performance.now() + lead * 1000);
      return start.call(this, when, ...rest);
    };
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && e.ctrlKey) Object.assign(w, { __submittedAt: performance.now(), __firstPlaying: null, __oldAudio: new Set(document.querySelectorAll('audio')) });
    }, true);
  });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill('bench@parley.test');
  await page.getByLabel('Password', { exact: true }).fill('bench-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  await page.goto('/app/teacher/sophia?topic=General%20Conversation');
  const status = page.getByTestId('voice-status');
  await status.filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 30_000 });
  const box = page.getByLabel('Your message');

  const send = page.getByRole('button', { name: 'Send', exact: true });
  /** The previous reply has finished streaming (Send is disabled while a reply is pending). */
  async function waitUntilCanSend() {
    for (const started = Date.now(); await send.isDisabled(); ) {
      if (Date.now() - started > 30_000) throw new Error('Send stayed disabled');
      await page.waitForTimeout(25);
    }
  }

  /** Submits a message with its own reply; resolves with submit → first audio of that reply. */
  async function measureTurn(text: string, reply: string) {
    openai.reply = reply;
    await box.fill(text);
    await waitUntilCanSend();
    await box.press('Control+Enter');
    await page.waitForFunction(() => (window as any).__firstPlaying !== null, null, { timeout: 30_000 });
    return page.evaluate(() => (window as any).__firstPlaying - (window as any).__submittedAt) as Promise<number>;
  }

  const silent = { measured: [] as number[], limits: [] as number[] };
  for (let run = 0; run < RUNS; run += 1) {
    const reply = nextReply();
    silent.measured.push(await measureTurn(`I cooked dinner for my friends (${run}).`, reply));
    silent.limits.push(limitFor(reply));
    await status.filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 60_000 });
  }

  const overSpeech = { measured: [] as number[], limits: [] as number[], wasSpeaking: [] as boolean[] };
  for (let run = 0; run < RUNS; run += 1) {
    await measureTurn(`Tell me more about cooking (${run}).`, nextReply());
    // The earlier reply has finished streaming and is being spoken (its audio lasts many seconds).
    const reply = nextReply();
    openai.reply = reply;
    await box.fill(`Sorry, one more question (${run}).`);
    await waitUntilCanSend();
    overSpeech.wasSpeaking.push(((await status.textContent()) ?? '').includes('is speaking'));
    await box.press('Control+Enter');
    await page.waitForFunction(() => (window as any).__firstPlaying !== null, null, { timeout: 30_000 });
    overSpeech.measured.push(await page.evaluate(() => (window as any).__firstPlaying - (window as any).__submittedAt));
    overSpeech.limits.push(limitFor(reply));
    await page.getByRole('button', { name: 'Mute' }).click(); // silence the rest before the next run
    await page.getByRole('button', { name: 'Unmute' }).click();
    await status.filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 60_000 });
  }

  const wav = readFileSync(await writeSpokenWav('I cooked dinner for my friends on Saturday.', { trailingSilenceS: 0.5 })).toString('base64');
  const transcription: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    transcription.push(
      await page.evaluate(async (base64) => {
        const audio = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'audio/wav' });
        const started = performance.now();
        const response = await fetch('/functions/v1/transcribe?teacher_slug=sophia&duration_ms=3000', { method: 'POST', headers: { 'Content-Type': 'audio/wav' }, body: audio });
        await response.json();
        if (!response.ok) throw new Error(`transcribe answered ${response.status}`);
        return performance.now() - started;
      }, wav),
    );
  }

  const report = (name: string, data: { measured: number[]; limits: number[] }) => {
    const ratios = data.measured.map((m, i) => m / data.limits[i]!);
    console.log(`${name}: submit → first audio, median of ${RUNS}: ${median(data.measured).toFixed(0)} ms  [${list(data.measured)}]`);
    console.log(`  limits per turn: [${list(data.limits)}] ms; ratio to the limit: median ${median(ratios).toFixed(2)}  [${list(ratios, 2)}]`);
  };
  const speechPace = SPEECH_ARRIVES_WHOLE
    ? `fake speech does not stream: all of it after ${SPEECH_LATENCY_MS} ms + ${SPEECH_MS_PER_CHARACTER} ms per character`
    : `fake speech streams: first bytes after ${SPEECH_LATENCY_MS} ms, the rest at ${SPEECH_MS_PER_CHARACTER} ms per character`;
  console.log(`Fake model: ${TIME_TO_FIRST_TOKEN_MS} ms to first token, ${TOKEN_INTERVAL_MS} ms per token; ${speechPace}; fake transcription: ${TRANSCRIPTION_LATENCY_MS} ms.`);
  console.log(`First sentence, e.g.: "${replyFor(0).split('. ')[0]}."`);
  console.log('Limit per turn = time to first token + that turn\'s first-sentence tokens + the whole first sentence\'s audio (every reply differs: no cache hits); goal: median ratio <= 0.8.');
  report('Teacher silent', silent);
  report(`Teacher still speaking (${overSpeech.wasSpeaking.filter(Boolean).length}/${RUNS} runs verified speaking at submit)`, overSpeech);
  const transcriptionRatios = transcription.map((t) => t / TRANSCRIPTION_LATENCY_MS);
  console.log(`Transcription round trip (3 s WAV → /functions/v1/transcribe → fake), median of ${RUNS}: ${median(transcription).toFixed(0)} ms  [${list(transcription)}]`);
  console.log(`  limit ${TRANSCRIPTION_LATENCY_MS} ms (the fake's latency); ratio: median ${median(transcriptionRatios).toFixed(2)}  [${list(transcriptionRatios, 2)}]`);
} finally {
  await browser.close();
  await server.close();
  await openai.close();
}
