/**
 * `npm run bench:voice`: time from submitting a message to the teacher's first audio, in a real browser.
 * A fake model streams a fixed reply (fixed time to first token, fixed time per token) and a fake speech
 * service answers after a fixed latency plus time per character. Parley's pipeline speaks the first
 * sentence as soon as it is complete; the baseline waits for the whole reply, then speaks all of it.
 */
import { eq } from 'drizzle-orm';
import { stripeCustomers, stripeSubscriptions, users } from '../../src/server/db/schema';
import { startFakeOpenAiServer } from '../../tests/fakes/fake-openai-server';
import { launchBrowser, openPage } from '../../tests/support/browser';
import { installFakeSpeechRecognition } from '../../tests/support/fake-speech-recognition';
import { startTestServer } from '../../tests/support/start-test-server';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { seedTeachers } from '../../src/server/db/seed/seed-teachers';

const TIME_TO_FIRST_TOKEN_MS = 600;
const TOKEN_INTERVAL_MS = 50;
const SPEECH_LATENCY_MS = 250;
const SPEECH_MS_PER_CHARACTER = 4;
const RUNS = 5;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'holiday', 'evening', 'morning'];
/** Each run gets its own first sentence, so no audio comes from the server's speech cache. */
const replyFor = (run: number) =>
  `That sounds like a lovely ${WEEKDAYS[run]}. ` + REPLY_REST;
const REPLY_REST =
  'Cooking for friends is a great way to practise new vocabulary, because you can name every ingredient out loud. ' +
  'Next time, try describing each step as you go, for example "first I chop the onions, then I fry them gently". ' +
  'Which dish did your friends enjoy the most, and why do you think they liked it?';

const openai = await startFakeOpenAiServer();
Object.assign(openai, { reply: replyFor(0), timeToFirstTokenMs: TIME_TO_FIRST_TOKEN_MS, chunkIntervalMs: TOKEN_INTERVAL_MS, speechLatencyMs: SPEECH_LATENCY_MS, speechMsPerCharacter: SPEECH_MS_PER_CHARACTER });
const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
await seedTeachers(database.db);
const server = await startTestServer({ database, env: { OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: openai.baseUrl } });
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
    document.addEventListener('playing', () => (w.__firstPlaying ??= performance.now()), true);
    document.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && e.ctrlKey) Object.assign(w, { __submittedAt: performance.now(), __firstPlaying: null });
    }, true);
  });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill('bench@parley.test');
  await page.getByLabel('Password', { exact: true }).fill('bench-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  await page.goto('/app/teacher/sophia?topic=General%20Conversation');
  await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 30_000 });

  const pipeline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    openai.reply = replyFor(run);
    await page.getByLabel('Your message').fill(`I cooked dinner for my friends on Saturday (${run}).`);
    await page.getByLabel('Your message').press('Control+Enter');
    await page.waitForFunction(() => (window as any).__firstPlaying !== null, null, { timeout: 30_000 });
    pipeline.push(await page.evaluate(() => (window as any).__firstPlaying - (window as any).__submittedAt));
    await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 60_000 });
  }

  const wholeReply: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    openai.reply = replyFor(RUNS + run);
    wholeReply.push(
      await page.evaluate(async (run) => {
        const started = performance.now();
        const chat = await fetch('/functions/v1/chat', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ teacher_slug: 'sophia', topic: 'General Conversation', messages: [{ role: 'user', content: `Baseline ${run}` }] }),
        }).then((r) => r.json());
        const text = chat.choices[0].message.content as string;
        const audio = await fetch('/functions/v1/speech', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text, voice_id: 'baseline', speed: 1 }) }).then((r) => r.blob());
        const element = new Audio(URL.createObjectURL(audio));
        await new Promise<void>((resolve) => {
          element.addEventListener('playing', () => resolve(), { once: true });
          void element.play();
        });
        const elapsed = performance.now() - started;
        element.pause();
        return elapsed;
      }, run),
    );
  }

  const reply = replyFor(0);
  const firstSentence = reply.slice(0, reply.indexOf('.') + 1);
  const firstSentenceTokens = firstSentence.split(/\s+/).length;
  // The fake's tokens carry their trailing space, so the first sentence is complete with its last token.
  const limit = TIME_TO_FIRST_TOKEN_MS + (firstSentenceTokens - 1) * TOKEN_INTERVAL_MS + SPEECH_LATENCY_MS + SPEECH_MS_PER_CHARACTER * firstSentence.length;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const p = median(pipeline);
  const w = median(wholeReply);
  console.log(`Fake model: ${TIME_TO_FIRST_TOKEN_MS} ms to first token, ${TOKEN_INTERVAL_MS} ms per token; fake speech: ${SPEECH_LATENCY_MS} ms + ${SPEECH_MS_PER_CHARACTER} ms per character.`);
  console.log(`Reply: ${reply.length} characters; first sentence ${firstSentence.length} characters, ${firstSentenceTokens} tokens.`);
  console.log(`Limit (time to first token + first sentence's tokens + speech of the first sentence): ${limit} ms`);
  console.log(`Parley (sentence by sentence), submit → first audio, median of ${RUNS}: ${p.toFixed(0)} ms  [${pipeline.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`Whole reply first, submit → first audio, median of ${RUNS}: ${w.toFixed(0)} ms  [${wholeReply.map((v) => v.toFixed(0)).join(', ')}]`);
  console.log(`Parley is ${((p / limit - 1) * 100).toFixed(1)}% above the limit (goal ≤ 10%) and ${(w / p).toFixed(2)}x faster than whole-reply (goal ≥ 2x).`);
} finally {
  await browser.close();
  await server.close();
  await openai.close();
}
