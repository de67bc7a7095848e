/**
 * What a screen reader meets: every page in landmarks with exactly one main (axe-core), and a teacher's
 * reply announced politely once it is complete, while the learner's own words and a reopened history are not.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { axeViolations, LANDMARK_RULES } from '../support/axe';
import { openPage } from '../support/browser';
import { confirmEmail } from '../support/confirm-email';
import { createAccount } from '../support/sign-in-page';
import { browserForFile, openAiTestServerForFile } from '../support/test-server-for-file';

const { openai, server } = openAiTestServerForFile({ ADMIN_EMAILS: 'admin@parley.test' });
const browser = browserForFile();
let topic: string;

beforeAll(async () => {
  await createAccount(server.url, 'admin@parley.test');
  await confirmEmail(server, 'admin@parley.test');
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

async function signIn(page: Page, email: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
}

/** Opens the path and waits for its heading (or `ready`) and for every loading spinner to be gone. */
async function landmarkViolationsOf(page: Page, path: string, ready?: string | RegExp) {
  await page.goto(path);
  await (ready ? page.getByText(ready).first() : page.getByRole('heading', { level: 1 }).first()).waitFor();
  await expect.poll(() => page.locator('.animate-spin').count()).toBe(0);
  return axeViolations(page, LANDMARK_RULES);
}

const topicPath = () => `/app/teacher/maya?topic=${encodeURIComponent(topic)}`;

describe('landmarks', () => {
  it('puts every signed-in page in landmarks, with exactly one main', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signIn(page, 'admin@parley.test');
    const pages: Array<[string, (string | RegExp)?]> = [
      ['/app'],
      ['/app/teacher/maya'],
      [topicPath()],
      ['/app/history'],
      ['/app/notebook'],
      ['/app/review'],
      ['/app/progress'],
      ['/app/today'],
      ['/app/placement'],
      ['/app/path'],
      ['/app/teacher/nobody-here', 'Teacher Not Found'],
      ['/manage-subscription'],
      ['/admin'],
      ['/test-billing-portal'],
      ['/test-checkout/no-such-checkout', /test mode/i],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, ready] of pages) found[path] = await landmarkViolationsOf(page, path, ready);
    expect(found).toEqual(Object.fromEntries(pages.map(([path]) => [path, []])));

    // A phone shows the chat without its panel header: the page is still all in landmarks.
    const phone = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signIn(phone.page, 'admin@parley.test');
    expect(await landmarkViolationsOf(phone.page, topicPath())).toEqual([]);
    await page.context().close();
    await phone.page.context().close();
    // Sixteen pages loaded and audited: 20 s alone, three times that beside two other browser suites on two cores.
  }, 150_000);

  it('puts every public page in landmarks, with exactly one main', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    const pages: Array<[string, (string | RegExp)?]> = [
      ['/'],
      ['/pricing'],
      ['/auth/signin'],
      ['/auth/signup'],
      ['/forgot-password'],
      ['/update-password'],
      ['/email-verified'],
      ['/privacy'],
      ['/terms'],
      ['/careers'],
      ['/our-story'],
      ['/account-deleted'],
      ['/no-such-page'],
    ];
    const found: Record<string, string[]> = {};
    for (const [path, ready] of pages) found[path] = await landmarkViolationsOf(page, path, ready);
    expect(found).toEqual(Object.fromEntries(pages.map(([path]) => [path, []])));
    await page.context().close();
  });
});

/**
 * Records, from the first script on, every text that enters a live region (added nodes and changed text),
 * as a screen reader would be told of it: `window.__liveTexts`, each with whether it went to the reply announcer.
 */
function recordLiveRegionTexts() {
  const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="log"], [role="alert"]';
  const texts: Array<{ text: string; isAnnouncer: boolean }> = [];
  (window as unknown as { __liveTexts: typeof texts }).__liveTexts = texts;
  const record = (node: Node) => {
    const element = node.nodeType === Node.ELEMENT_NODE ? (node as Element) : node.parentElement;
    const region = element?.closest(LIVE);
    const text = node.textContent?.trim();
    if (region && text) texts.push({ text, isAnnouncer: region.getAttribute('data-testid') === 'reply-announcer' });
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.type === 'characterData') record(mutation.target);
      for (const node of mutation.addedNodes) record(node);
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const liveTexts = (page: Page) => page.evaluate(() => (window as unknown as { __liveTexts: Array<{ text: string; isAnnouncer: boolean }> }).__liveTexts);

describe('the reply announcer', () => {
  it('announces each new reply once, whole, and neither the learner’s words nor a reopened history', async () => {
    openai.reply = 'Marvellous weekend. Which vowels felt hard to say?';
    openai.chunkIntervalMs = 40; // the reply streams in over several renders
    await createAccount(server.url, 'listener@parley.test');
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(recordLiveRegionTexts);
    await signIn(page, 'listener@parley.test');
    await page.goto(topicPath());
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    const finishedReplies = conversation.getByRole('button', { name: 'Play message' });
    await expect.poll(() => finishedReplies.count(), { timeout: 15_000 }).toBe(1); // the introduction
    const box = page.getByLabel('Your message');
    for (const [index, words] of ['I practised outside in the park.', 'Thank you, that helps.'].entries()) {
      await box.fill(words);
      await box.press('Enter');
      await expect.poll(() => finishedReplies.count(), { timeout: 15_000 }).toBe(index + 2);
    }

    const texts = await liveTexts(page);
    const announced = texts.filter((entry) => entry.isAnnouncer).map((entry) => entry.text);
    expect(announced).toHaveLength(3);
    expect(announced[0]).toMatch(/^Maya Chen: \S/); // the introduction, once it is there
    expect(announced.slice(1)).toEqual([`Maya Chen: ${openai.reply}`, `Maya Chen: ${openai.reply}`]);
    // No other live region hears the reply (a piece of it while it streams), nor the learner's own words.
    expect(texts.filter((entry) => !entry.isAnnouncer && /Marvellous|vowels/.test(entry.text))).toEqual([]);
    expect(texts.filter((entry) => /park|that helps/.test(entry.text))).toEqual([]);

    // The saved conversation reopened: its history is on screen and nothing is announced.
    await page.waitForURL(/conversation=/);
    await page.reload();
    await conversation.getByText('Thank you, that helps.').waitFor();
    await page.waitForTimeout(1_500); // past the moment a new conversation's introduction would come
    expect((await liveTexts(page)).filter((entry) => entry.isAnnouncer || /Marvellous|park/.test(entry.text))).toEqual([]);
    await page.context().close();
    openai.chunkIntervalMs = 0;
  });
});
