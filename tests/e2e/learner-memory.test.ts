/** Saved conversations, history, notebook, review and the learner's own data, in Chromium with the offline tutor. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

const chat = (page: Page) => page.getByRole('region', { name: 'AI Assistant' });

/** Starts the first topic and waits for the teacher's introduction. */
async function startConversation(page: Page) {
  await page.getByRole('button', { name: /^Start Conversation/ }).first().click();
  await chat(page).getByRole('listitem').filter({ hasText: 'Sophia Bennett:' }).first().waitFor();
}

/** A new learner, signed in, in a conversation with Sophia that has just begun. */
async function talkingToSophia(email: string) {
  const opened = await openPage(browser, { baseURL: server.url });
  await opened.page.addInitScript(installFakeSpeechRecognition);
  await signUpAndSignIn(opened.page, server.url, email);
  await opened.page.goto('/app/teacher/sophia');
  await startConversation(opened.page);
  return opened;
}

async function say(page: Page, text: string, replyPattern: RegExp = /\?/) {
  const replies = chat(page).getByRole('listitem');
  const before = await replies.count();
  await page.getByLabel('Your message').fill(text);
  await page.getByLabel('Your message').press('Enter');
  await expect.poll(() => replies.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(before + 2);
  await replies.last().filter({ hasText: replyPattern }).waitFor({ timeout: 30_000 });
}

describe('saved conversations', () => {
  it('talk, reload, continue, and find the conversation in History', async () => {
    const { page, errors } = await talkingToSophia('memory-talk@parley.test');
    await say(page, 'I like cooking pasta with my friends.');
    await page.waitForURL(/conversation=/);

    await page.reload();
    await chat(page).getByText('I like cooking pasta with my friends.').waitFor();
    await say(page, 'My favourite dish is lasagna.');

    await page.goto('/app/teacher/sophia');
    await page.getByRole('button', { name: 'Continue Conversation' }).click();
    await chat(page).getByText('My favourite dish is lasagna.').waitFor();
    await chat(page).getByText('I like cooking pasta with my friends.').waitFor();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL('**/app/history');
    await expect.poll(() => page.title()).toBe('Your conversations | Parley');
    const item = page.getByRole('listitem').filter({ hasText: 'I like cooking pasta with my friends.' });
    await item.waitFor();
    expect(await item.textContent()).toMatch(/Sophia Bennett.*5 messages/);
    await item.getByRole('link', { name: 'Open' }).click();
    await chat(page).getByText('My favourite dish is lasagna.').waitFor();

    await page.goBack();
    await item.getByRole('button', { name: /^Delete conversation/ }).click();
    await item.getByRole('button', { name: 'Confirm delete' }).click();
    await page.getByText('No conversations yet.').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('a long saved conversation', () => {
  it('opens at its latest 100 messages and shows the earlier ones on request, each once', async () => {
    const { page, errors } = await talkingToSophia('memory-long@parley.test');
    await say(page, 'I like long walks by the river.');
    await page.waitForURL(/conversation=/);
    const conversationId = new URL(page.url()).searchParams.get('conversation')!;

    // 150 more turns' worth of messages, as if the learner had talked for weeks.
    const older = Array.from({ length: 150 }, (_, i) => ({ conversationId, role: i % 2 ? ('assistant' as const) : ('user' as const), content: `Old line number ${i + 1}.` }));
    await server.deps.db.insert(schema.conversationMessages).values(older);
    await page.reload();
    await chat(page).getByText('Old line number 150.').waitFor();
    expect(await chat(page).getByText('I like long walks by the river.').count()).toBe(0); // among the oldest 53

    await chat(page).getByRole('button', { name: 'Show earlier messages' }).click();
    await chat(page).getByText('I like long walks by the river.').waitFor();
    expect(await chat(page).getByRole('button', { name: 'Show earlier messages' }).count()).toBe(0); // nothing older is left
    expect(await chat(page).getByRole('listitem').filter({ hasText: /Old line number \d+\./ }).count()).toBe(150); // each message once
    await say(page, 'Now I walk every morning.');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);
});

describe('notebook and review', () => {
  it('a correction by the offline tutor reaches the notebook and comes back in a review round', async () => {
    const { page, errors } = await talkingToSophia('memory-notebook@parley.test');
    await say(page, 'Yesterday I walked to the markett.', /'the market'/);

    await page.goto('/app/notebook');
    await expect
      .poll(async () => {
        await page.reload();
        await page.getByRole('heading', { name: 'Your Notebook' }).waitFor();
        return page.getByText('the markett', { exact: true }).count();
      }, { timeout: 30_000, interval: 1_000 })
      .toBeGreaterThan(0);
    await page.getByText(/with Sophia Bennett/).waitFor();

    await page.reload();
    await page.getByRole('link', { name: /Review.*1/ }).first().click();
    await page.waitForURL('**/app/review');
    // Review drills the part the tutor fixed, not the whole sentence (ADR 024), marked in the sentence it was said in.
    await page.getByText('the markett', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Review card' }).getByText('Yesterday I walked to the markett.').waitFor();
    await page.getByRole('button', { name: 'Show answer' }).click();
    await page.getByText('the market', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Good' }).click();
    await page.getByRole('status').filter({ hasText: /Next review in/ }).waitFor();
    await page.getByText('Review complete. Well done!').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the learner owns their data', () => {
  it('downloads their data as JSON, then deletes the account and cannot sign in again', async () => {
    const email = 'memory-delete@parley.test';
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, email);
    await page.goto('/manage-subscription');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^parley-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account.email).toBe(email);
    expect(data.conversations).toEqual([]);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type your email/).fill(email);
    await confirm.click();
    await page.waitForURL(`${server.url}/account-deleted`);
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();

    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/auth/signin');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
