/**
 * A new learner's first hour at a keyboard: Enter sends and Shift+Enter adds a line in the app and in the
 * landing demo, arriving on a chat puts focus in the composer, and History's links say which conversation they open.
 */
import { eq } from 'drizzle-orm';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

/** Shift+Enter adds a line and sends nothing; Enter then sends both lines and empties the box. */
async function expectEnterSends(box: Locator, conversation: Locator) {
  await box.fill('My first line');
  await box.press('Shift+Enter');
  await box.pressSequentially('and my second line');
  await expect(box.inputValue()).resolves.toBe('My first line\nand my second line');
  const sent = conversation.getByRole('listitem').filter({ hasText: /My first line\s+and my second line/ });
  await expect(sent.count()).resolves.toBe(0);
  await box.press('Enter');
  await sent.waitFor();
  await expect(box.inputValue()).resolves.toBe('');
}

describe('the keyboard', () => {
  it('in the app: focus starts in the composer, Enter sends, Shift+Enter adds a line; History names each conversation', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'keyboard-learner@parley.test');
    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    const box = page.getByLabel('Your message');
    await box.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('message-composer');
    expect(await box.getAttribute('placeholder')).toBe('Write to Maya Chen...');
    await page.getByText('Enter to send, Shift+Enter for a new line').waitFor(); // a mouse and keyboard: the hint shows

    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByRole('listitem').filter({ hasText: 'Maya Chen:' }).first().waitFor(); // the introduction
    await expectEnterSends(box, conversation);
    await expect.poll(() => conversation.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3); // intro, question, reply
    await page.waitForURL((url) => url.searchParams.has('conversation'));

    await page.goto('/app/history');
    const open = page.getByRole('link', { name: `Open conversation with Maya Chen about ${topic}` });
    await open.waitFor();
    await expect(page.getByRole('link', { name: 'Open', exact: true }).count()).resolves.toBe(0);
    await open.click();
    await page.waitForURL((url) => url.pathname === '/app/teacher/maya' && url.searchParams.has('conversation'));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('message-composer');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('in the landing demo: Enter sends, Shift+Enter adds a line', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/');
    const demo = page.getByRole('region', { name: /^Demo Chat with/ });
    await demo.getByText('2 messages left').waitFor();
    await demo.getByRole('listitem').first().waitFor(); // the greeting
    const box = demo.getByLabel('Your message');
    expect(await box.getAttribute('placeholder')).toBe('Or type your message here...');
    await expectEnterSends(box, demo);
    await demo.getByText('1 message left').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
