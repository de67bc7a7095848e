/**
 * On a phone the tools are a tab of the teacher chat. Opening one (Voice practice, at their foot) must show it by
 * scrolling the tools alone: the page stays put, with the header and the Chat/Tools switch where the learner left them.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { browserForFile, fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
const browser = browserForFile();
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

async function openChatOnPhone(): Promise<Page> {
  const email = 'phone-tools@parley.test';
  await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password: 'my-password', name: '' }),
  });
  const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
  await page.addInitScript(installFakeSpeechRecognition);
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).tap();
  await page.waitForURL('**/app');
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  await page.getByTestId('voice-status').waitFor();
  return page;
}

/** Where an element is on screen, and the part of the screen the tools panel shows. */
const top = (page: Page, name: string) => page.getByRole('tab', { name }).evaluate((tab) => tab.getBoundingClientRect().top);
const shownByTools = (page: Page) => page.getByRole('complementary', { name: 'Learning tools' }).evaluate((tools) => {
  const { top: from, bottom: to } = tools.getBoundingClientRect();
  return { from, to };
});

describe('the tools on a phone', () => {
  it('open Voice practice in view within the tools, and never scroll the page', async () => {
    const page = await openChatOnPhone();
    await page.getByRole('tab', { name: 'Tools' }).tap();
    const tools = page.getByRole('complementary', { name: 'Learning tools' });
    const switchTop = await top(page, 'Tools');

    await tools.getByRole('button', { name: 'Voice practice' }).tap();
    await tools.getByRole('button', { name: 'Read it aloud' }).waitFor();
    // The whole tool, down to its last buttons, comes into the tools' view (it fits on this phone).
    const lastButton = tools.getByRole('button', { name: 'Read it aloud' });
    await expect
      .poll(async () => {
        const box = (await lastButton.boundingBox())!;
        const shown = await shownByTools(page);
        return box.y >= shown.from && box.y + box.height <= shown.to;
      })
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await top(page, 'Tools')).toBe(switchTop);

    // Scrolling on past the tools' end moves nothing else: the page stays put.
    await page.mouse.move(195, 600);
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 600);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await top(page, 'Tools')).toBe(switchTop);
    expect(await page.getByRole('button', { name: 'Chat options' }).isVisible()).toBe(true);
    await page.context().close();
  });
});
