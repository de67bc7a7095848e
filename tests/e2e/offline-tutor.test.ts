/** Everything real and offline: the built-in tutor answers, corrects, and eSpeak NG speaks. */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

describe('offline practice', () => {
  it('says so, corrects a mistake, asks a follow-up question and speaks the reply', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    await signUpAndSignIn(page, server.url, 'offline@parley.test');
    await page.goto('/app/teacher/sophia');
    await page.getByRole('button', { name: /^Start Conversation/ }).first().click();
    await page.getByText('Offline practice mode').waitFor();

    // A misspelling: a family measured right often enough to correct (a tense slip would only be asked about).
    await page.getByLabel('Your message').fill('Yesterday I went to the market and bought some bananas and a pinapple.');
    // Sending silences the introduction if it is still being spoken (ADR 010): count from here.
    const playedBefore = await page.evaluate(() => (window as any).__played.length as number);
    await page.getByLabel('Your message').press('Enter');
    const reply = page.getByRole('region', { name: 'AI Assistant' }).getByRole('listitem').filter({ hasText: /'a pineapple'/ });
    await reply.waitFor({ timeout: 20_000 });
    expect(await reply.textContent()).toContain("'a pinapple'");
    expect(await reply.textContent()).not.toMatch(/think about/);
    expect(await reply.textContent()).toMatch(/\?/);
    await expect.poll(() => page.evaluate(() => (window as any).__played.length), { timeout: 15_000 }).toBeGreaterThan(playedBefore);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
