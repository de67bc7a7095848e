/**
 * Streamed speech plays as it arrives in Firefox too (ADR 022). Debian's Firefox ESR, driven by
 * puppeteer-core over WebDriver BiDi (tests/support/firefox.ts), runs the real app against the fake
 * provider: a typed message's reply is heard through Web Audio while the provider is still streaming its
 * raw PCM, and Mute ends the provider's requests.
 */
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'puppeteer-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { FAKE_PCM_SAMPLE_RATE } from '../fakes/fake-speech';
import { FIREFOX_PATH, firefoxUnavailableReason, launchFirefox, openFirefoxPage } from '../support/firefox';
import { openAiTestServerForFile, startedForFile } from '../support/test-server-for-file';

const unavailable = firefoxUnavailableReason();
if (unavailable) console.warn(`[firefox-streamed-speech] skipped: ${unavailable}`);

describe.skipIf(Boolean(unavailable))(unavailable ? `Firefox (skipped: ${unavailable})` : `Firefox (${FIREFOX_PATH})`, () => {
  const { openai, server } = openAiTestServerForFile();
  const browser = startedForFile<Browser>('Firefox', launchFirefox);
  let topic: string;

  beforeAll(async () => {
    const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
    topic = maya!.conversationCategories[0]!;
  });

  it("plays the teacher's reply from the first bytes of a streamed PCM answer, and Mute ends the provider's requests", async () => {
    const first = 'That sounds like a wonderful trip,';
    const rest = 'and I would really love to hear which part of London you enjoyed the most last year.';
    openai.reply = `${first} ${rest} What did you eat?`;
    const { page, close } = await openFirefoxPage(browser);
    await page.evaluateOnNewDocument(watchWebAudio);
    await signIn(page, server.url, 'firefox-speech@parley.test');
    await page.goto(`${server.url}/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    await waitForStatus(page, 'Ready to chat');

    const before = openai.requests.length;
    // The reply's speech only: on a busy machine the teacher's greeting can still be asked for after 'Ready to chat'.
    const speechRequests = () => openai.requests.slice(before).filter((r) => r.path.endsWith('/audio/speech') && openai.reply.includes(String(r.body?.input ?? '')));
    openai.speechMsPerCharacter = 300; // the first clause takes over 10 s to stream in full
    try {
      await page.type('#message-composer', 'I went to London last year.');
      await page.keyboard.press('Enter');
      await expect.poll(() => speechRequests().length, { timeout: 15_000 }).toBeGreaterThan(0);
      const [clause] = speechRequests();
      expect(clause).toMatchObject({ body: expect.objectContaining({ input: first, response_format: 'pcm' }) });
      // Heard while the provider is still sending the clause's audio: played as it arrives, not as a whole file
      // (counted from here: the greeting's audio, late on a busy machine, played before).
      await page.evaluate(() => {
        (window as any).__audio.started.length = 0;
      });
      await expect.poll(async () => (await startedBuffers(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
      expect(clause!.speechEnding).toBeUndefined();
      const started = await startedBuffers(page);
      expect(started.every((buffer) => buffer.sampleRate === FAKE_PCM_SAMPLE_RATE && buffer.contextState === 'running')).toBe(true);
      await waitForStatus(page, 'Maya Chen is speaking...');
      await expect.poll(async () => (await startedBuffers(page)).length, { timeout: 15_000 }).toBeGreaterThan(1); // a later chunk joined the first
    } finally {
      openai.speechMsPerCharacter = 0;
    }

    await clickButton(page, 'Mute'); // stops the streams: the provider's requests end early
    // None is left open, and the long ones (over 10 s of audio at this pace) were cut off, not finished.
    await expect.poll(() => speechRequests().map((r) => r.speechEnding !== undefined), { timeout: 15_000 }).toEqual([true, true, true]);
    expect(speechRequests().slice(0, 2).map((r) => r.speechEnding)).toEqual(['aborted', 'aborted']);
    await waitForStatus(page, 'Ready to chat');
    await close();
  });
});

/** Runs in the page before its scripts: records every Web Audio buffer started, with its sample rate. */
function watchWebAudio() {
  const w = window as any;
  w.__audio = { started: [] as Array<{ sampleRate: number; contextState: string }> };
  const { start } = AudioBufferSourceNode.prototype;
  AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args: number[]) {
    w.__audio.started.push({ sampleRate: this.buffer?.sampleRate ?? 0, contextState: this.context.state });
    return start.apply(this, args as []);
  };
}

const startedBuffers = (page: Page) => page.evaluate(() => (window as any).__audio.started as Array<{ sampleRate: number; contextState: string }>);

/** A new learner, signed up over the API and signed in through the form. */
async function signIn(page: Page, server: string, email: string) {
  await fetch(`${server}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  await page.goto(`${server}/auth/signin`);
  await page.type('input[name="email"]', email);
  await page.type('input[name="password"]', 'my-password');
  await Promise.all([page.waitForNavigation({ timeout: 15_000 }).catch(() => undefined), page.click('button[type="submit"]')]);
  await page.waitForFunction(() => location.pathname === '/app', { timeout: 15_000 });
}

async function waitForStatus(page: Page, text: string) {
  await page.waitForFunction((wanted) => document.querySelector('[data-testid="voice-status"]')?.textContent?.trim() === wanted, { timeout: 15_000 }, text);
}

async function clickButton(page: Page, name: string) {
  const handle = await page.waitForFunction((wanted) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === wanted), { timeout: 10_000 }, name);
  const button = handle.asElement();
  if (!button) throw new Error(`no button named ${name}`);
  await (button as Awaited<ReturnType<Page['$']>>)!.click();
}
