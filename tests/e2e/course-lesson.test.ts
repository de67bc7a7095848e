/**
 * A free learner's first lesson in Chromium, no keys, with both free chat messages already used (the lesson is
 * included all the same): from Your path to the lesson, the model dialogue played,
 * a target phrase said into the fake microphone and checked word by word, the roleplay's first goal spoken
 * (through the page's speech recognition) and the rest typed, the goal tracker ticking, "Lesson complete" with its
 * figures, the phrases waiting in Review, and the next lesson offering the upgrade. On a 390 px phone the lesson
 * does not scroll sideways.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { writeSpokenWav } from '../support/spoken-wav';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const unit = UNITS_BY_LANGUAGE.en[0]!;
const lesson = unit.lessons[0]!;
const phrase = lesson.targetPhrases[0]!.text;
const server = testServerForFile();
const browser = browserForFile(async () => [`--use-file-for-fake-audio-capture=${await writeSpokenWav(phrase, { trailingSilenceS: 1 })}%noloop`]);

async function typeTurn(page: Page, text: string) {
  const answer = page.waitForResponse((response) => response.url().includes('/turn'));
  await page.getByLabel('Your answer').fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  expect((await answer).status()).toBe(200);
}

describe('a first lesson', () => {
  it('goes from the path through listening, speaking and the roleplay to Lesson complete, and on to the upgrade', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    await signUpAndSignIn(page, server.url, 'first-lesson@parley.test');
    // The two free chat messages are spent, as a new learner's often are within the first minute.
    await server.deps.db.update(userProfiles).set({ messageCount: 2 }).where(eq(userProfiles.userId, (await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, 'first-lesson@parley.test')))[0]!.id));
    await page.goto('/app/path');
    await page.getByRole('heading', { name: 'Your path' }).waitFor();
    await page.getByRole('link', { name: 'Start lesson' }).click();
    await page.getByRole('heading', { name: lesson.title, level: 1 }).waitFor();

    // 1. Listen: the dialogue is spoken in the teacher's voice.
    const speech = page.waitForResponse((response) => /\/functions\/v1\/(speech|text-to-speech)/.test(response.url()));
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    expect((await speech).status()).toBe(200);

    // 2. Say the phrase: the fake microphone reads it, the keyless check scores it.
    // The recording is decoded in the page and checked while the dialogue's lines are still being voiced: on a
    // loaded two-core machine the answer once took longer than Playwright's default 30 s (no error, no request yet).
    const check = page.waitForResponse((response) => response.url().includes(`/api/course/lessons/${lesson.id}/phrases/check`), { timeout: 60_000 });
    await page.getByRole('button', { name: `Say it: ${phrase}` }).click();
    // Recording for 3.5 s from when the microphone opened (slow to open on a loaded machine), not from the click.
    await page.getByRole('button', { name: `Stop and check: ${phrase}` }).waitFor();
    await page.waitForTimeout(3_500);
    await page.getByRole('button', { name: `Stop and check: ${phrase}` }).click();
    expect((await check).status()).toBe(200);
    await page.getByText(/Accuracy \d+ of 100/).waitFor();

    // 3. The roleplay: the first goal by voice, the others typed.
    const [first, ...others] = lesson.scenario.goals;
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect.poll(() => page.evaluate(() => (window as any).__speech.isListening()), { timeout: 10_000 }).toBe(true);
    const spoken = page.waitForResponse((response) => response.url().includes('/turn'));
    await page.evaluate((text) => (window as any).__speech.say(text), first!.examples[0]!);
    expect((await spoken).status()).toBe(200);
    await page.getByRole('heading', { name: `Your goals (1 of ${lesson.scenario.goals.length})` }).waitFor();
    await page.getByRole('button', { name: 'Stop listening' }).click().catch(() => {});
    for (const goal of others) await typeTurn(page, goal.examples[0]!);

    await page.getByRole('heading', { name: 'Lesson complete' }).waitFor();
    // The card appears at the top while the learner is at the roleplay below: it is brought into view and focused.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('complete-heading');
    await expect(page.getByText(`${lesson.scenario.goals.length} of ${lesson.scenario.goals.length}`).first().isVisible()).resolves.toBe(true);
    await page.getByText("This lesson's phrases are in your Review now.").waitFor();

    await page.goto('/app/review');
    const phrases = lesson.targetPhrases.map((p) => p.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    await page.getByText(new RegExp(phrases.join('|'))).first().waitFor();

    await page.goto(`/app/lessons/${lesson.id}`);
    await page.getByRole('link', { name: 'Next lesson' }).click();
    await page.getByRole('heading', { name: 'This lesson comes with a subscription' }).waitFor();
    await page.getByRole('link', { name: 'See plans' }).waitFor();
  }, 120_000);

  it('fits a 390 px phone', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'phone-lesson@parley.test');
    for (const path of ['/app/path', `/app/lessons/${lesson.id}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});
