/**
 * `npx tsx scripts/record-tour.ts`: records the landing page's product-tour video from the running app.
 *
 * Starts Parley in this process on an in-memory database with the offline tutor (no keys), drives Debian's
 * Chromium through a tour (landing sign-up → teachers → Sophia → topic → a typed message with a mistake and
 * its correction → vocabulary and a definition → a spoken message), captures the screen with CDP
 * Page.startScreencast, and encodes the frames at a constant frame rate with Debian's ffmpeg (each frame is
 * repeated until the next one arrived, so the video plays at real speed). Writes:
 *   public/media/parley-tour.webm        VP9, 1280x720, 25 fps, no audio
 *   public/media/parley-tour-poster.jpg  the chat screen after the correction
 *   public/media/parley-tour.en.vtt      one caption per scene, timed from the recording
 * Needs `apt-get install -y chromium ffmpeg`. A developer tool: CI does not run it; the media are committed.
 * TOUR_DEBUG=1 logs how long each step waited and typed; a failure saves the page to $TMPDIR/parley-tour-failure.png.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { projectRoot } from '../src/server/config/project-paths';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seedTeachers } from '../src/server/db/seed/seed-teachers';
import { launchBrowser } from '../tests/support/browser';
import { installFakeSpeechRecognition } from '../tests/support/fake-speech-recognition';
import { signedInClient } from '../tests/support/sign-in';
import { startTestServer } from '../tests/support/start-test-server';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
const MEDIA_FOLDER = join(projectRoot, 'public', 'media');
const VIDEO_FILE = join(MEDIA_FOLDER, 'parley-tour.webm');
const POSTER_FILE = join(MEDIA_FOLDER, 'parley-tour-poster.jpg');
const CAPTIONS_FILE = join(MEDIA_FOLDER, 'parley-tour.en.vtt');
const LEARNER = { email: 'alex@parley.test', password: 'speak-with-confidence' };
const TYPED_MESSAGE = 'Yesterday I goed to the market and buyed some vegetables.';
const SPOKEN_MESSAGE = 'I want to cook a vegetable soup for my family tonight';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------
// Preconditions: ffmpeg, and a web build no older than its sources (public/media excepted: it is our output).

function requireTool(name: string) {
  try {
    execFileSync(name, ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error(`${name} not found: apt-get update && apt-get install -y ffmpeg`);
  }
}

function newestMtime(path: string, skip: string[] = []): number {
  if (!existsSync(path) || skip.includes(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name), skip)), stat.mtimeMs);
}

function buildIfStale() {
  const builtAt = newestMtime(join(projectRoot, 'dist', 'web', 'index.html'));
  const sourcesAt = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => newestMtime(join(projectRoot, p), [MEDIA_FOLDER])),
  );
  if (builtAt === 0 || sourcesAt > builtAt) {
    console.info('[tour] building Parley (npm run build)...');
    execSync('npm run build --silent', { cwd: projectRoot, stdio: 'inherit' });
  }
}

// ---------------------------------------------------------------------------------------------------
// In the page: a visible cursor that follows Playwright's mouse and pulses on clicks. It is a manual
// popover, so it sits in the top layer and stays visible above modal dialogs (raised again when one opens).

function installTourCursor() {
  const install = () => {
    if (document.getElementById('__tour-cursor')) return;
    const cursor = document.createElement('div');
    cursor.id = '__tour-cursor';
    cursor.setAttribute('popover', 'manual');
    cursor.setAttribute('aria-hidden', 'true');
    cursor.style.cssText =
      'position:fixed;inset:auto;left:0;top:0;margin:0;padding:0;border:0;background:transparent;overflow:visible;' +
      'width:1px;height:1px;pointer-events:none;transform:translate(-80px,-80px);z-index:2147483647;';
    cursor.innerHTML =
      '<div data-halo style="position:absolute;left:-20px;top:-20px;width:40px;height:40px;border-radius:9999px;' +
      'background:rgba(250,204,21,.32);box-shadow:0 0 0 2px rgba(234,179,8,.55);transition:transform .18s ease-out,background .18s"></div>' +
      '<svg width="24" height="24" viewBox="0 0 24 24" style="position:absolute;left:-4px;top:-3px;filter:drop-shadow(0 1px 2px rgba(0,0,0,.45))">' +
      '<path d="M4 2.5 L10.5 21 L13.2 13.6 L20.5 11 Z" fill="#0f172a" stroke="#ffffff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    document.body.appendChild(cursor);
    const halo = cursor.querySelector<HTMLElement>('[data-halo]')!;
    const raise = () => {
      try {
        cursor.hidePopover();
        cursor.showPopover();
      } catch {
        /* popovers unsupported: the cursor still shows outside dialogs */
      }
    };
    raise();
    document.addEventListener('mousemove', (e) => (cursor.style.transform = `translate(${e.clientX}px, ${e.clientY}px)`), true);
    document.addEventListener('mousedown', () => Object.assign(halo.style, { transform: 'scale(.6)', background: 'rgba(234,179,8,.6)' }), true);
    document.addEventListener('mouseup', () => Object.assign(halo.style, { transform: 'scale(1)', background: 'rgba(250,204,21,.32)' }), true);
    new MutationObserver((changes) => {
      if (changes.some((c) => c.target instanceof HTMLDialogElement && c.target.open)) raise();
    }).observe(document.body, { attributes: true, attributeFilter: ['open'], subtree: true });
  };
  if (document.body) install();
  else document.addEventListener('DOMContentLoaded', install);
}

// ---------------------------------------------------------------------------------------------------
// Recording: screencast frames with their capture times, then a constant-frame-rate encode.

type Frame = { data: Buffer; at: number };

class ScreenRecorder {
  readonly frames: Frame[] = [];
  private clockSkew = 0;
  private readonly cuts: { from: number; to: number }[] = [];
  stoppedAt = 0;
  constructor(private readonly cdp: CDPSession) {}

  async start() {
    this.cdp.on('Page.screencastFrame', (event) => {
      const arrived = Date.now() / 1000;
      // metadata.timestamp is seconds since the epoch; should the browser's clock disagree, fall back to arrival times.
      const stamped = event.metadata.timestamp ?? arrived;
      if (this.frames.length === 0) {
        this.clockSkew = Math.abs(stamped - arrived) > 2 ? arrived - stamped : 0;
        if (process.env.TOUR_DEBUG) console.info(`[tour]   first frame stamped ${(arrived - stamped).toFixed(3)} s before it arrived`);
      }
      this.frames.push({ data: Buffer.from(event.data, 'base64'), at: stamped + this.clockSkew });
      void this.cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => {});
    });
    await this.cdp.send('Page.startScreencast', { format: 'jpeg', quality: 92, maxWidth: WIDTH, maxHeight: HEIGHT, everyNthFrame: 1 });
    const deadline = Date.now() + 5_000;
    while (this.frames.length === 0 && Date.now() < deadline) await sleep(20);
    if (this.frames.length === 0) throw new Error('the screencast sent no frame');
  }

  /** Runs `action` (e.g. a screenshot that hides the cursor) without its frames reaching the video. */
  async offCamera<T>(action: () => Promise<T>): Promise<T> {
    const from = Date.now() / 1000;
    try {
      return await action();
    } finally {
      this.cuts.push({ from, to: Date.now() / 1000 + 0.15 });
    }
  }

  /** Seconds since the first frame: where a moment falls in the video. */
  get startedAt() {
    return this.frames[0]!.at;
  }

  async stop() {
    this.stoppedAt = Date.now() / 1000;
    await this.cdp.send('Page.stopScreencast');
  }

  /** Pipes one JPEG per 1/FPS s (the newest frame captured by then) into ffmpeg; returns the video's duration. */
  async encode(file: string): Promise<number> {
    const frames = this.frames.filter((f) => !this.cuts.some((cut) => f.at >= cut.from && f.at <= cut.to)).sort((a, b) => a.at - b.at);
    const start = frames[0]!.at;
    const count = Math.ceil((this.stoppedAt - start) * FPS);
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-y', '-hide_banner', '-loglevel', 'error',
        '-f', 'image2pipe', '-c:v', 'mjpeg', '-framerate', String(FPS), '-i', '-',
        '-vf', `scale=${WIDTH}:${HEIGHT}:flags=lanczos,format=yuv420p`,
        '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '34', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1',
        '-g', String(FPS * 5), '-an', '-metadata', 'title=Parley product tour',
        file,
      ],
      { stdio: ['pipe', 'inherit', 'inherit'] },
    );
    const finished = new Promise<void>((resolve, reject) => {
      ffmpeg.on('error', reject);
      ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
    });
    let next = 0;
    for (let i = 0; i < count; i += 1) {
      const t = start + i / FPS;
      while (next + 1 < frames.length && frames[next + 1]!.at <= t) next += 1;
      if (!ffmpeg.stdin.write(frames[next]!.data)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
    }
    ffmpeg.stdin.end();
    await finished;
    return count / FPS;
  }
}

// ---------------------------------------------------------------------------------------------------
// Captions: one cue per scene, from the moment it is marked to the next mark (or the end).

class Captions {
  private readonly cues: { at: number; text: string }[] = [];
  constructor(private readonly recorder: ScreenRecorder) {}
  mark(text: string) {
    const at = this.cues.length === 0 ? 0 : Math.max(0, Date.now() / 1000 - this.recorder.startedAt);
    this.cues.push({ at, text });
    console.info(`[tour] ${this.cues.at(-1)!.at.toFixed(1)}s  ${text}`);
  }
  toVtt(duration: number): string {
    const stamp = (seconds: number) => {
      const ms = Math.round(seconds * 1000);
      const pad = (n: number, width = 2) => String(n).padStart(width, '0');
      return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
    };
    const blocks = this.cues.map((cue, i) => {
      const end = Math.min(this.cues[i + 1]?.at ?? duration, duration);
      return `${i + 1}\n${stamp(cue.at)} --> ${stamp(end)}\n${cue.text}`;
    });
    return `WEBVTT - Parley product tour\n\n${blocks.join('\n\n')}\n`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Pacing: the mouse glides (eased) instead of jumping, typing is visible, and every scene holds still.

class Director {
  private x = WIDTH * 0.36;
  private y = HEIGHT * 0.9;
  constructor(private readonly page: Page) {}

  async placeMouse() {
    await this.page.mouse.move(this.x, this.y);
  }

  async glideTo(target: Locator, { durationMs = 650, offsetX = 0, offsetY = 0 } = {}) {
    const t = Date.now();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    if (process.env.TOUR_DEBUG) console.info(`[tour]   waited ${Date.now() - t} ms for ${target}`);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`no box for ${target}`);
    const toX = box.x + box.width / 2 + offsetX;
    const toY = box.y + box.height / 2 + offsetY;
    const fromX = this.x;
    const fromY = this.y;
    const started = Date.now();
    // Eased over wall-clock time, so slow round trips to the browser skip steps instead of slowing the glide.
    for (let p = 0; p < 1; ) {
      p = Math.min(1, (Date.now() - started) / durationMs);
      const eased = p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
      await this.page.mouse.move(fromX + (toX - fromX) * eased, fromY + (toY - fromY) * eased);
      if (p < 1) await sleep(12);
    }
    this.x = toX;
    this.y = toY;
  }

  async click(target: Locator, options?: { durationMs?: number }) {
    await this.glideTo(target, options);
    await sleep(200);
    await this.page.mouse.down();
    await sleep(120);
    await this.page.mouse.up();
  }

  async type(target: Locator, text: string, delay = 55) {
    await this.click(target);
    const started = Date.now();
    await target.pressSequentially(text, { delay });
    if (process.env.TOUR_DEBUG) console.info(`[tour]   typed ${text.length} characters in ${Date.now() - started} ms`);
  }
}

// ---------------------------------------------------------------------------------------------------

requireTool('ffmpeg');
buildIfStale();
mkdirSync(MEDIA_FOLDER, { recursive: true });

const database = await openDatabase({ kind: 'pglite-memory' });
await migrateDatabase(database);
await seedTeachers(database.db);
const server = await startTestServer({ database }); // no OPENAI_API_KEY: the offline tutor answers
const browser = await launchBrowser();
const pageErrors: string[] = [];
let currentPage: Page | undefined;

try {
  await warmUp();
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1, locale: 'en-US' });
  const page = await context.newPage();
  currentPage = page;
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && pageErrors.push(`${message.text()} (${message.location().url})`));
  // tsx compiles with keepNames: functions handed to the page call esbuild's __name helper, which the page lacks.
  await page.addInitScript('globalThis.__name ??= (target) => target;');
  await page.addInitScript(installFakeSpeechRecognition);
  await page.addInitScript(installTourCursor);
  const director = new Director(page);

  // Everything the first scene shows is loaded before the camera rolls: no blank or half-drawn frames.
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  await whenSettled(page);
  await director.placeMouse();
  await sleep(400);

  const recorder = new ScreenRecorder(await context.newCDPSession(page));
  await recorder.start();
  const captions = new Captions(recorder);

  // 1. Landing page and sign-up with its form.
  captions.mark('Parley: practise speaking a new language with AI teachers.');
  await sleep(1_800);
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.evaluate((element) => element.scrollIntoView({ behavior: 'smooth', block: 'center' }));
  await sleep(1_100);
  captions.mark('Sign up in seconds with an email and a password. Your first 2 messages are free.');
  await director.type(form.getByLabel('Email'), LEARNER.email, 30);
  await director.type(form.getByLabel('Password', { exact: true }), LEARNER.password, 20);
  await sleep(200);
  await director.click(form.getByRole('button', { name: 'Start Speaking English' }));
  await page.getByText('Account Created!').waitFor();

  // 2. The teachers.
  await page.waitForURL('**/app');
  await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();
  await page.getByRole('heading', { name: 'Sophia Bennett' }).waitFor();
  await whenSettled(page);
  captions.mark('Choose a teacher: conversation, IELTS, pronunciation, interviews, writing and more.');
  await sleep(600);
  await page.evaluate(() => window.scrollBy({ top: 340, behavior: 'smooth' }));
  await sleep(900);
  await director.click(page.getByRole('link', { name: /Sophia Bennett/ }).getByText('Start Learning'), { durationMs: 600 });

  // 3. A topic.
  await page.getByRole('heading', { name: 'Choose a Topic' }).waitFor();
  captions.mark('Pick a topic to talk about.');
  await sleep(500);
  await director.click(page.getByRole('button', { name: 'Start Conversation: Food and Cooking' }), { durationMs: 650 });

  // 4. The chat: Sophia greets the learner out loud.
  const conversation = page.getByRole('region', { name: 'AI Assistant' });
  await conversation.getByRole('listitem').filter({ hasText: /Sophia/ }).first().waitFor({ timeout: 15_000 });
  captions.mark('Sophia greets you and speaks every reply aloud.');
  await sleep(2_000);

  // 5. A typed message with a small mistake, and the reply that corrects it.
  captions.mark('Type a message, mistakes and all: "I goed… and buyed…"');
  await director.type(page.getByLabel('Your message'), TYPED_MESSAGE, 22);
  await sleep(250);
  await director.click(page.getByRole('button', { name: 'Send' }), { durationMs: 600 });
  const correction = conversation.getByRole('listitem').filter({ hasText: /went|bought/ }).last();
  await correction.waitFor({ timeout: 30_000 });
  captions.mark('Sophia replies in moments and gently corrects you: "went", "bought".');
  await director.glideTo(correction, { durationMs: 700, offsetY: 36 });
  await sleep(2_300);
  await recorder.offCamera(() => page.screenshot({ path: POSTER_FILE, type: 'jpeg', quality: 86, style: '#__tour-cursor { display: none !important; }' }));

  // 6. The vocabulary and a definition.
  const vocabulary = page.getByRole('region', { name: 'Vocabulary' });
  await vocabulary.getByRole('button').first().waitFor();
  const preferred = vocabulary.getByRole('button', { name: 'vegetables', exact: true });
  const word = (await preferred.count()) > 0 ? preferred : vocabulary.getByRole('button').last();
  captions.mark('New words collect on the left: click one for its meaning and an example.');
  const chosen = (await word.textContent())!.trim();
  await director.click(word, { durationMs: 800 });
  const dialog = page.getByRole('dialog', { name: chosen });
  await dialog.getByText('Example:').waitFor({ timeout: 15_000 });
  await sleep(2_400);
  await director.click(dialog.getByRole('button', { name: 'Close' }), { durationMs: 600 });

  // 7. Speaking: the live transcript, then the automatic send after 1.5 s of quiet.
  await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 60_000 });
  captions.mark('Or just speak: Parley shows what it hears and sends it after 1.5 seconds of quiet.');
  await director.click(page.getByRole('button', { name: 'Start listening' }), { durationMs: 700 });
  await page.getByTestId('voice-status').filter({ hasText: 'Listening...' }).waitFor();
  await sleep(700);
  await page.evaluate((text) => (window as any).__speech.say(text), SPOKEN_MESSAGE);
  await conversation.getByText('Will send in 1.5s').waitFor();
  await director.glideTo(conversation.getByText('Will send in 1.5s'), { durationMs: 500, offsetX: -110 });
  await conversation.getByRole('listitem').filter({ hasText: SPOKEN_MESSAGE }).filter({ hasNotText: 'Will send' }).waitFor({ timeout: 10_000 });
  await page.getByTestId('voice-status').filter({ hasNotText: 'Processing...' }).waitFor({ timeout: 30_000 });
  captions.mark('Sophia answers, and the conversation goes on.');
  await director.glideTo(conversation.getByRole('listitem').last(), { durationMs: 700, offsetY: 36 });
  await sleep(2_300);

  await recorder.stop();
  console.info(`[tour] captured ${recorder.frames.length} frames; encoding ${WIDTH}x${HEIGHT} VP9 at ${FPS} fps...`);
  const duration = await recorder.encode(VIDEO_FILE);
  writeFileSync(CAPTIONS_FILE, captions.toVtt(duration));
  const sizeOf = (file: string) => `${(statSync(file).size / 1024).toFixed(0)} KiB`;
  console.info(`[tour] ${relative(projectRoot, VIDEO_FILE)}: ${duration.toFixed(1)} s, ${sizeOf(VIDEO_FILE)}`);
  console.info(`[tour] ${relative(projectRoot, POSTER_FILE)}: ${sizeOf(POSTER_FILE)}`);
  console.info(`[tour] ${relative(projectRoot, CAPTIONS_FILE)}`);
  if (pageErrors.length > 0) console.warn(`[tour] console errors during the tour (a 401 before signing in is expected):\n  ${pageErrors.join('\n  ')}`);
  await context.close();
} catch (error) {
  const shot = join(tmpdir(), 'parley-tour-failure.png');
  await currentPage?.screenshot({ path: shot }).then(() => console.error(`[tour] failed; the page at that moment: ${shot}`), () => {});
  if (pageErrors.length > 0) console.error(`[tour] page errors:\n  ${pageErrors.join('\n  ')}`);
  throw error;
} finally {
  await browser.close();
  await server.close();
}

/** Waits for fonts, images and lazy chunks (no spinner, no loading placeholder) before a scene is filmed. */
async function whenSettled(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode().catch(() => {}))));
  const isIdle = () =>
    ![...document.querySelectorAll('.animate-spin, .animate-pulse')].some((element) => element.checkVisibility() && !element.closest('[aria-pressed]'));
  await page.waitForFunction(isIdle, null, { timeout: 5_000 }).catch(() => console.warn('[tour] a loading animation is still showing'));
}

/**
 * The first reply starts the grammar checker, the first definition opens WordNet and the first speech
 * loads eSpeak NG: a throwaway account does all three first, so the tour never waits on a cold start.
 */
async function warmUp() {
  const client = await signedInClient(server.url, 'warm-up@parley.test', 'warm-up-password');
  const chat = (body: object) => client.request('/functions/v1/chat', { body: { teacher_slug: 'sophia', topic: 'Food and Cooking', ...body } });
  await chat({ messages: [{ role: 'user', content: 'Last week I taked my sister to a restaurant.' }] });
  await chat({ mode: 'definition', subject: 'vegetables', messages: [] });
  await client.request('/functions/v1/speech', { body: { text: 'Hello there.', voice_id: 'EXAVITQu4vr4xnSDxMaL', speed: 1 } });
}
