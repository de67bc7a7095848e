/**
 * A teacher conversation fills the screen below the nav header exactly: the page itself never scrolls, not even by
 * the header's 1 px border (the header was 65 px while the page took 100dvh - 4rem, so the whole page slid by a pixel,
 * and on a phone the header and the composer with it). On a computer and on a phone, the header is 4rem (64 px) with
 * its border, the conversation starts where the header ends, and there is nothing to scroll.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, fakeOpenAiForFile, testServerForFile } from '../support/test-server-for-file';

const openai = fakeOpenAiForFile();
const server = testServerForFile(() => ({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.baseUrl } }));
const browser = browserForFile();
let topic: string;
let learners = 0;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

/** How far the page could scroll, the header's height, and where the conversation (the main landmark's content) starts. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const content = document.querySelector('main')!.firstElementChild!.getBoundingClientRect();
    const root = document.scrollingElement!;
    return { overflow: root.scrollHeight - window.innerHeight, header: header.height, contentTop: content.top, contentBottom: content.bottom, viewport: window.innerHeight };
  });

async function openConversation(isMobile: boolean): Promise<Page> {
  const { page } = await openPage(browser, { baseURL: server.url, isMobile });
  await page.addInitScript(installFakeSpeechRecognition);
  await signUpAndSignIn(page, server.url, `full-height-${++learners}@parley.test`);
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  await page.getByTestId('voice-status').waitFor();
  return page;
}

describe('a teacher conversation fits the screen below the header', () => {
  it.each([
    ['on a computer', false],
    ['on a phone', true],
  ])('%s: nothing to scroll, the header 64 px with its border, the conversation right below it', async (_, isMobile) => {
    const page = await openConversation(isMobile);
    const measured = await measure(page);
    expect(measured.overflow).toBe(0);
    // Asked to scroll (a wheel, a swipe), the page stays where it is.
    await page.evaluate(() => window.scrollTo(0, 100));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(measured.header).toBe(64);
    expect(measured.contentTop).toBe(64);
    expect(measured.contentBottom).toBe(measured.viewport);
    await page.context().close();
  });
});
