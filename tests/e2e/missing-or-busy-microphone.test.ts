/**
 * A learner without a microphone, or whose microphone another app holds, is told so plainly, not "The microphone
 * stopped unexpectedly.": by the browser's recognition (Chromium's Web Speech reports no microphone as 'audio-capture'),
 * in the chat and in the dictation tool, and by the server's recognition (getUserMedia's NotFoundError and
 * NotReadableError), in English and in the learner's interface language.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import chatEn from '../../src/web/features/conversation/components/messages/en';
import chatFr from '../../src/web/features/conversation/components/messages/fr';
import voiceFr from '../../src/web/features/conversation/voice/messages/fr';
import { openPage } from '../support/browser';
import { failWebSpeech, microphoneFailingWith } from '../support/broken-microphone';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { browserForFile, fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
const browser = browserForFile();
let learners = 0;
let topic: string;

const MISSING = 'No microphone was found. Connect one or switch it on, then try again.';
const BUSY = 'Your microphone is in use by another app or tab. Close it there, then try again.';
const GENERIC = ['The microphone stopped unexpectedly.', 'The microphone could not start. Try again, or reload the page.'];

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});


/** A teacher chat whose microphone `breakMicrophone(arg)` breaks, once the teacher's greeting has been spoken. */
async function openChat(breakMicrophone: (arg: string) => void, arg = '', locale = 'en-US'): Promise<Page> {
  const email = `missing-mic-${++learners}@parley.test`;
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  const { page } = await openPage(browser, { baseURL: server.url, locale });
  await page.addInitScript(installFakeSpeechRecognition);
  await page.addInitScript(breakMicrophone, arg);
  await page.goto('/auth/signin');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill('my-password');
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL('**/app');
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  await expect.poll(() => page.evaluate(() => (window as any).__played.length as number), { timeout: 15_000 }).toBeGreaterThan(0);
  const words = locale === 'fr-FR' ? chatFr : chatEn;
  await page.getByTestId('voice-status').filter({ hasText: words.readyToChat }).waitFor({ timeout: 15_000 });
  return page;
}

/** The alert saying `text`; failing, the test names the alerts shown instead. */
async function alertText(page: Page, text: string): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: text });
  const isShown = await alert.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  if (!isShown) expect(await page.getByRole('alert').allTextContents()).toEqual([text]);
  return (await alert.textContent()) ?? '';
}

describe('a microphone that is missing or busy', () => {
  it("Web Speech's 'audio-capture' in the chat: 'No microphone was found', with 'Try again'", async () => {
    const page = await openChat(failWebSpeech, 'audio-capture');
    await page.getByRole('button', { name: 'Start listening' }).click();
    const text = await alertText(page, MISSING);
    for (const generic of GENERIC) expect(text).not.toContain(generic);
    await page.getByRole('alert').filter({ hasText: MISSING }).getByRole('button', { name: 'Try again' }).waitFor();
    await page.context().close();
  });

  it("Web Speech's 'audio-capture' in the dictation tool: 'No microphone was found', beside 'Ready to listen'", async () => {
    const page = await openChat(failWebSpeech, 'audio-capture');
    const tools = page.getByRole('complementary', { name: 'Learning tools' });
    await tools.getByRole('button', { name: 'Voice practice' }).click();
    await tools.getByRole('button', { name: 'Start Listening' }).click();
    await tools.getByText(MISSING).waitFor({ timeout: 5_000 });
    await tools.getByText('Ready to listen').waitFor({ timeout: 2_000 });
    for (const generic of GENERIC) expect(await tools.getByText(generic).count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ['NotFoundError', MISSING],
    ['NotReadableError', BUSY],
  ])("the server's recognition with getUserMedia failing with %s: '%s'", async (name, expected) => {
    const page = await openChat(microphoneFailingWith, name);
    await page.getByRole('button', { name: 'Start listening' }).click();
    const text = await alertText(page, expected);
    for (const generic of GENERIC) expect(text).not.toContain(generic);
    await page.getByTestId('voice-status').filter({ hasText: 'Ready to chat' }).waitFor({ timeout: 2_000 });
    await page.context().close();
  });

  it('in the learner\'s language (French): the same words, translated', async () => {
    const page = await openChat(failWebSpeech, 'audio-capture', 'fr-FR');
    await page.getByRole('button', { name: chatFr.startListening }).click();
    await alertText(page, voiceFr.microphoneMissing);
    await page.getByRole('alert').filter({ hasText: voiceFr.microphoneMissing }).getByRole('button', { name: chatFr.tryAgain }).waitFor();
    await page.context().close();
  });
});
