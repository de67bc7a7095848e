/**
 * Maya's Pronunciation check for a free account whose messages are used up, in Chromium: the check is closed to it,
 * so the panel says so in its own words (not the chat's "free limit of 2 messages") with "See plans" for the upgrade,
 * before the learner reads anything aloud; and when the server refuses a reading (the count went up meanwhile), the
 * same words, not the chat's.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FREE_MESSAGE_LIMIT } from '../../src/shared/constants';
import { teachers, userProfiles, users } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { writeSpokenWav } from '../support/spoken-wav';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile(async () => [`--use-file-for-fake-audio-capture=${await writeSpokenWav('We read the light letter.', { trailingSilenceS: 1 })}%noloop`]);
const CLOSED = `You've used your ${FREE_MESSAGE_LIMIT} free messages, so the pronunciation check can't listen to your reading now. Upgrade to keep practising your sounds.`;

async function spendFreeMessages(email: string) {
  const [learner] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await server.deps.db.update(userProfiles).set({ messageCount: FREE_MESSAGE_LIMIT }).where(eq(userProfiles.userId, learner!.id));
}

async function openPronunciationCheck(page: Page) {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(maya!.conversationCategories[0]!)}`);
  await page.getByRole('button', { name: 'Voice practice' }).click();
  await page.getByRole('heading', { name: 'Pronunciation check' }).waitFor();
}

describe("Maya's Pronunciation check with the free messages used up", () => {
  it('says the check is closed and where to upgrade, before the learner reads aloud', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'spent-before@parley.test');
    await spendFreeMessages('spent-before@parley.test');
    await page.reload();
    await openPronunciationCheck(page);
    let checks = 0;
    page.on('request', (request) => {
      if (request.url().includes('/functions/v1/pronunciation')) checks++;
    });
    await page.getByRole('button', { name: 'Read it aloud' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'pronunciation check' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${CLOSED} See plans`);
    expect(await page.getByRole('button', { name: 'Stop and check' }).count()).toBe(0);
    expect(checks).toBe(0);
    await alert.getByRole('button', { name: 'See plans' }).click();
    await page.getByRole('dialog', { name: 'Continue Your Learning' }).waitFor();
    await page.context().close();
  }, 60_000);

  it("gives the same words, not the chat's, when the server refuses a reading", async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'spent-after@parley.test');
    await openPronunciationCheck(page);
    // Used up in another tab meanwhile: this page still counts them as left, the server does not.
    await spendFreeMessages('spent-after@parley.test');
    const answer = page.waitForResponse((response) => response.url().includes('/functions/v1/pronunciation'));
    await page.getByRole('button', { name: 'Read it aloud' }).click();
    await page.getByRole('button', { name: 'Stop and check' }).waitFor();
    await page.waitForTimeout(2_500); // the fake microphone says the sentence (about 2 s)
    await page.getByRole('button', { name: 'Stop and check' }).click();
    expect((await answer).status()).toBe(402);
    const alert = page.getByRole('alert').filter({ hasText: 'pronunciation check' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe(`${CLOSED} See plans`);
    expect(await page.getByText('Upgrade to keep talking with your teachers.').count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
