/**
 * The learner's voice heard by the speech model (Silero VAD in WebAssembly, ADR 032) through Chromium's
 * fake microphone: it loads on the first microphone press from Parley's own origin, takes over from the
 * loudness meter before the learner speaks, and a pause inside the sentence does not cut the turn in two: at
 * the pause the recording so far is transcribed, and its unfinished words hold the turn; at the end the
 * finished sentence lets it go before silence alone would have, and that transcript is the message.
 * Where AudioWorklet is missing the loudness meter hears the turn instead.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { type HeardBy, LEARNED_WAITS_BY } from '../../src/shared/turn-taking/choose-wait';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { writeSpokenWavInParts } from '../support/spoken-wav';
import { browserForFile, openAiTestServerForFile } from '../support/test-server-for-file';

const FIRST_PART = 'I would like to';
const SENTENCE = 'I would like to order a cup of coffee please.';
/**
 * Long enough for the model to load first, with three browsers sharing two cores (at 14 s it once did not, in a
 * fresh-clone CI at load 15); the pause is one the old fixed 1.5 s window cut.
 */
const LEADING_SILENCE_S = 20;
const PAUSE_S = 1.6;

const { openai, server } = openAiTestServerForFile();
let speechEndsAtS = 0;
const browser = browserForFile(async () => {
  const wav = await writeSpokenWavInParts([FIRST_PART, 'order a cup of coffee please.'], { pauseS: PAUSE_S, leadingSilenceS: LEADING_SILENCE_S });
  speechEndsAtS = wav.speechEndsAtS;
  return [`--use-file-for-fake-audio-capture=${wav.path}%noloop`];
});
let learners = 0;
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
  openai.reply = 'A cup of coffee, coming up! Would you like milk?';
  openai.transcriptions.transcript = SENTENCE;
  openai.speechMaxToneMs = 1_000;
});

/** No Web Speech (as in Firefox): the page records the turn and the end of it is heard from the audio. */
function removeWebSpeech() {
  delete (window as any).SpeechRecognition;
  delete (window as any).webkitSpeechRecognition;
}

/** Notes which detector was in use as each recording is uploaded (read later, the microphone may have reopened). */
function noteDetectorAtUploads() {
  const w = window as any;
  w.__detectorAtUploads = [] as Array<string | null>;
  const { fetch } = window;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input instanceof Request ? input.url : input).includes('/functions/v1/transcribe')) w.__detectorAtUploads.push(document.documentElement.dataset.speechDetector ?? null);
    return fetch(input, init);
  };
}

function removeAudioWorklet() {
  delete (window as any).AudioWorkletNode;
}

async function openChat(initScripts: Array<() => void>): Promise<{ page: Page; uploads: URL[]; assets: string[] }> {
  // The recording transcribed at the pause holds the first part; transcribed again at the end, all of it.
  openai.transcriptions.transcriptsInOrder = [FIRST_PART];
  const email = `speech-model-${++learners}@parley.test`;
  const { page } = await openPage(browser, { baseURL: server.url });
  // Closed however the test ends: a page left recording would upload into the next test.
  onTestFinished(() => page.context().close());
  for (const script of [noteDetectorAtUploads, ...initScripts]) await page.addInitScript(script);
  const uploads: URL[] = [];
  const assets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/functions/v1/transcribe') uploads.push(url);
    if (/\.(onnx|wasm)$|worklet/.test(url.pathname)) assets.push(request.url());
  });
  await signUpAndSignIn(page, server.url, email);
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  // The introduction is spoken first; the microphone is pressed once the teacher is quiet again.
  await status(page, 'Maya Chen is speaking...').waitFor({ timeout: 30_000 });
  await status(page, 'Ready to chat').waitFor({ timeout: 30_000 });
  return { page, uploads, assets };
}

const status = (page: Page, text: string) => page.getByTestId('voice-status').filter({ hasText: text });
const detector = (page: Page) => page.evaluate(() => document.documentElement.dataset.speechDetector ?? null);
const detectorsAtUploads = (page: Page) => page.evaluate(() => (window as any).__detectorAtUploads as Array<string | null>);
/**
 * Two uploads, the pause's and the end's, and the end's is the message: its recording holds all the speech and
 * was cut before silence alone (the wait for unheard words) would have ended the turn.
 */
function expectWordsAtThePauses(uploads: URL[], heardBy: HeardBy) {
  expect(uploads).toHaveLength(2);
  const [atPause, atEnd] = uploads.map((url) => Number(url.searchParams.get('duration_ms')));
  expect(atPause).toBeLessThan(speechEndsAtS * 1000);
  expect(atEnd).toBeGreaterThan(speechEndsAtS * 1000);
  expect(atEnd).toBeLessThan(speechEndsAtS * 1000 + LEARNED_WAITS_BY[heardBy].waitMs.unheard);
}

const userMessages = () => openai.requests.filter((r) => r.path.endsWith('/chat/completions')).map((r) => r.body.messages.at(-1)).filter((m) => m?.role === 'user');

describe('the speech model hears a recorded voice turn', () => {
  it('loads on the first press, hears a sentence with a pause in it, and sends it once, whole, on its words', async () => {
    const { page, uploads, assets } = await openChat([removeWebSpeech]);
    expect(assets).toEqual([]);
    const before = userMessages().length;
    await page.getByRole('button', { name: 'Start listening' }).click();
    await status(page, 'Listening...').waitFor();
    // The learner starts speaking LEADING_SILENCE_S after the microphone opens: the model is in use by then.
    await page.locator('html[data-speech-detector="model"]').waitFor({ state: 'attached', timeout: (LEADING_SILENCE_S - 1) * 1000 });
    expect(assets.every((url) => url.startsWith(`${server.url}/assets/`))).toBe(true);
    expect(assets.some((url) => url.endsWith('.onnx'))).toBe(true);
    expect(assets.some((url) => url.endsWith('.wasm'))).toBe(true);

    // The model heard the whole turn: in use as each of the turn's recordings went, noted as they went (once the
    // teacher has answered aloud, the microphone opens again and the meter hears while the model starts anew).
    await expect.poll(() => uploads.length, { timeout: 30_000 }).toBe(2);
    expect(await detectorsAtUploads(page)).toEqual(['model', 'model']);
    await page.getByRole('region', { name: 'AI Assistant' }).getByText(openai.reply).waitFor({ timeout: 30_000 });
    expectWordsAtThePauses(uploads, 'model');
    expect(userMessages().slice(before)).toEqual([{ role: 'user', content: SENTENCE }]);

    const cached = await page.evaluate(async (url) => (await fetch(url)).headers.get('cache-control'), assets.find((url) => url.endsWith('.onnx'))!);
    expect(cached).toBe('public, max-age=31536000, immutable');
    // The WebAssembly goes out as the .gz made at build time (a length, unlike a response compressed as it is sent).
    const wasm = await fetch(assets.find((url) => url.endsWith('.wasm'))!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(wasm.headers.get('content-encoding')).toBe('gzip');
    expect(Number(wasm.headers.get('content-length'))).toBeGreaterThan(1_000_000);
    await wasm.body?.cancel();
    await page.context().close();
  });

  it('falls back to the loudness meter where AudioWorklet is missing, and still sends the turn once', async () => {
    const { page, uploads, assets } = await openChat([removeWebSpeech, removeAudioWorklet]);
    const before = userMessages().length;
    await page.getByRole('button', { name: 'Start listening' }).click();
    await status(page, 'Listening...').waitFor();
    await page.locator('html[data-speech-detector="loudness"]').waitFor({ state: 'attached' });

    await page.getByRole('region', { name: 'AI Assistant' }).getByText(openai.reply).waitFor({ timeout: 30_000 });
    expect(await detector(page)).toBe('loudness');
    expect(assets).toEqual([]);
    expectWordsAtThePauses(uploads, 'loudness');
    expect(userMessages().slice(before)).toEqual([{ role: 'user', content: SENTENCE }]);
    await page.context().close();
  });
});
