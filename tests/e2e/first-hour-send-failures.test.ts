/**
 * A new learner's first hour, on a 390x844 phone: a send that fails keeps the learner's words and says
 * what happened in plain words (offline, a reset connection, a 500, a refused message, a broken stream).
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
let topic: string;
let learners = 0;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

async function openPhoneChat() {
  const opened = await openPage(browser, { baseURL: server.url, isMobile: true });
  await signUpAndSignIn(opened.page, server.url, `first-hour-send-${++learners}@parley.test`);
  await opened.page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
  // The introduction comes after 1 s; a message sent before it would take its place.
  await opened.page.getByRole('region', { name: 'AI Assistant' }).getByRole('listitem').filter({ hasText: 'Maya Chen:' }).first().waitFor();
  return opened;
}

/** Nothing the learner sees names a raw error or one of the app's files. */
async function expectNoRawError(page: Page) {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/Failed to fetch|dynamically imported|\.js\b|Sorry, I encountered an error|TypeError|status \d{3}/);
}

const chatRoute = '**/functions/v1/chat';

describe('a send that fails keeps the words (phone)', () => {
  it('loads the streaming code with the chat, waits while offline with a plain message, and sends once back online', async () => {
    const { page, context, errors } = await openPhoneChat();
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /stream-chat-reply/.test(entry.name))))
      .toBe(true);

    await context.setOffline(true);
    const box = page.getByLabel('Your message');
    await page.getByText("You're offline — we'll keep your message.").waitFor();
    await box.fill('Hello from the train');
    expect(await page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Hello from the train');
    await page.getByRole('button', { name: 'Chat options' }).click();
    await page.getByRole('group', { name: 'Chat options' }).getByText('Offline', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Chat options' }).click();
    await expectNoRawError(page);

    await context.setOffline(false);
    await page.getByText("You're offline — we'll keep your message.").waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Send' }).click();
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText('Hello from the train').waitFor();
    await expect.poll(() => conversation.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3); // intro, question, reply
    await expect(conversation.getByText('Not sent').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a reset connection: the bubble says Not sent in plain words, and Retry sends the same words', async () => {
    const { page, context, errors } = await openPhoneChat();
    await page.route(chatRoute, (route) => route.abort('connectionreset'));
    const box = page.getByLabel('Your message');
    await box.fill('I would like to practise ordering coffee');
    await box.press('Enter');
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText('Not sent.').waitFor();
    await conversation.getByText("The connection dropped before your message arrived. It's kept: press Retry.").waitFor();
    await conversation.getByText('I would like to practise ordering coffee').waitFor();
    await expectNoRawError(page);

    await page.unroute(chatRoute);
    await conversation.getByRole('button', { name: 'Retry' }).click();
    await conversation.getByText('Not sent.').waitFor({ state: 'hidden' });
    await expect.poll(() => conversation.getByText('I would like to practise ordering coffee').count()).toBe(1);
    await expect.poll(() => conversation.getByRole('listitem').count(), { timeout: 20_000 }).toBe(3); // intro, question, reply
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a 500: friendly words instead of the server's, the words kept for Retry", async () => {
    const { page, context, errors } = await openPhoneChat();
    await page.route(chatRoute, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'relation "messages" does not exist', code: 'internal_error' }) }),
    );
    await page.getByLabel('Your message').fill('Where is the station?');
    await page.getByLabel('Your message').press('Enter');
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText('Something went wrong on our side. Your message is kept: press Retry.').waitFor();
    await conversation.getByRole('button', { name: 'Retry' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('relation');
    await expectNoRawError(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a refused message shows the server's request to rephrase and puts the words back in the box", async () => {
    const { page, context } = await openPhoneChat();
    const refusal = "The teacher couldn't answer that message. Please say it another way and try again.";
    await page.route(chatRoute, (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ error: refusal, code: 'message_refused' }) }));
    const box = page.getByLabel('Your message');
    await box.fill('Something the provider refuses');
    await box.press('Enter');
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText(refusal).waitFor();
    await expect(box.inputValue()).resolves.toBe('Something the provider refuses');
    await expect(conversation.getByRole('button', { name: 'Retry' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('a provider failure in the stream names the teacher, not the provider', async () => {
    const { page, context } = await openPhoneChat();
    const body = 'event: error\ndata: {"error":"Failed to get a response from upstream","code":"provider_failed"}\n\n';
    await page.route(chatRoute, (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body }));
    await page.getByLabel('Your message').fill('Tell me about your weekend');
    await page.getByLabel('Your message').press('Enter');
    const conversation = page.getByRole('region', { name: 'AI Assistant' });
    await conversation.getByText(/couldn't answer just now\. Your message is kept: press Retry\./).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('upstream');
    await context.close();
  });
});
