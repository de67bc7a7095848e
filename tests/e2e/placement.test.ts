/**
 * "Find your level" in Chromium, no keys: a learner signs up on the landing page, /app offers the placement, and
 * they take it — every question answered (a listening one played in the teacher's voice, a reload on the way
 * resuming where they were), the last answer typed — to "Your level", then "Start my path" to Today. Skipping the offer
 * hides it for good, and the placement fits a 390 px phone. Another learner speaks the last answer (the page's
 * speech recognition), lands on Today and opens the first lesson of the level the placement found.
 */
import type { Page } from 'playwright-core';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_ITEMS_PER_SKILL } from '../../src/shared/api/placement';
import { PLACEMENT_SKILLS } from '../../src/shared/course/placement-item';
import { ITEM_BANKS } from '../../src/server/features/placement/item-bank';
import { openPage } from '../support/browser';
import { installFakeSpeechRecognition } from '../support/fake-speech-recognition';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
const TOTAL = PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL;
/**
 * The whole placement, every question answered and a reload on the way: over the browser suites' 60 s once, in a
 * fresh-clone CI with three browsers on two cores.
 */
const WHOLE_PLACEMENT_TIMEOUT_MS = 150_000;
const bankItem = (id: string) => ITEM_BANKS.en.find((item) => item.id === id)!;

type NextQuestion = { item: { id: string; skill: string; audio: string | null; options: string[] } | null };

/** The question the page is about to show, read from the server's answer to the page's own request. */
const nextQuestion = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/placement/next')).then(async (response) => (await response.json()) as NextQuestion);

async function signUpOnLanding(page: Page, email: string) {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill('my-password');
  await form.getByRole('button', { name: 'Start Speaking English' }).click();
  await page.waitForURL('**/app');
}

describe('Find your level', () => {
  it('is offered after sign-up, and taken from the first question to "Your level" and the path', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpOnLanding(page, 'placement-journey@parley.test');
    const offer = page.getByRole('region', { name: 'Find your level' });
    await offer.getByRole('link', { name: 'Take the placement' }).click();
    await page.waitForURL('**/app/placement');
    await page.getByRole('heading', { name: 'Find your level', level: 1 }).waitFor();
    await page.getByText('About 8 minutes').waitFor();
    expect(await page.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);

    let question = nextQuestion(page);
    await page.getByRole('button', { name: 'Start' }).click();
    let hasPlayed = false;
    for (let n = 1; n <= TOTAL; n++) {
      const { item } = await question;
      expect(item).not.toBeNull();
      await page.getByText(`Question ${n} of ${TOTAL}`).waitFor();
      await page.getByRole('timer').waitFor();
      if (item!.audio) {
        await expect(page.getByText(item!.audio).count()).resolves.toBe(0);
        if (!hasPlayed) {
          const speech = page.waitForResponse((response) => /\/functions\/v1\/(speech|text-to-speech)/.test(response.url()));
          await page.getByRole('button', { name: 'Play', exact: true }).click();
          expect((await speech).status()).toBe(200);
          hasPlayed = true;
        }
      }
      if (n === 5) {
        // A reload resumes the placement at this question.
        question = nextQuestion(page);
        await page.reload();
        expect((await question).item!.id).toBe(item!.id);
        await page.getByText(`Question ${n} of ${TOTAL}`).waitFor();
      }
      const right = bankItem(item!.id);
      await page.getByRole('radio', { name: right.options[right.answer]!, exact: true }).check();
      question = nextQuestion(page);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect((await question).item).toBeNull();
    expect(hasPlayed).toBe(true);

    await page.getByRole('heading', { name: 'Last part: in your own words' }).waitFor();
    await page.getByLabel('Your answer').fill('I live in Manchester, where I work as a nurse. I enjoy cooking because it helps me relax, and last weekend I visited my sister, who lives by the sea.');
    const finished = page.waitForResponse((response) => response.url().endsWith('/api/placement/finish'));
    await page.getByRole('button', { name: 'See my level' }).click();
    expect((await finished).status()).toBe(201);

    const level = page.getByRole('region', { name: 'Your level' });
    await level.waitFor();
    for (const skill of ['Vocabulary', 'Grammar', 'Listening', 'Speaking']) await level.getByText(skill, { exact: true }).waitFor();
    await level.getByText('You answered even the C1 questions right.').first().waitFor();
    await level.getByText('Your path starts at B2').waitFor();

    // Another level, saved; then the path starts there.
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/course/level'));
    await level.getByLabel('Choose another level').selectOption('B1');
    expect((await saved).status()).toBe(200);
    await level.getByText('Saved: your path now starts at B1.').waitFor();

    await level.getByRole('link', { name: 'Start my path' }).click();
    await page.waitForURL('**/app/today');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await page.getByText(`B1 · ${UNITS_BY_LANGUAGE.en.find((unit) => unit.level === 'B1')!.title}`).waitFor();
    await page.goto('/app/path');
    await page.getByText('(your choice)').waitFor();

    // Opened again, the placement shows the result, with Retake; the offer on /app is gone.
    await page.goto('/app/placement');
    await page.getByRole('region', { name: 'Your level' }).waitFor();
    await page.getByRole('button', { name: 'Retake' }).click();
    await page.getByRole('button', { name: 'Start' }).waitFor();
    await page.goto('/app');
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('region', { name: 'Find your level' }).count()).toBe(0);
    await page.context().close();
  }, WHOLE_PLACEMENT_TIMEOUT_MS);

  it('hides the offer for good when the learner skips it', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'placement-skip@parley.test');
    const offer = page.getByRole('region', { name: 'Find your level' });
    await offer.getByRole('button', { name: 'Skip' }).click();
    expect(await offer.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await offer.count()).toBe(0);
    await page.context().close();
  });

  it('fits a 390 px phone', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'placement-phone@parley.test');
    await page.goto('/app/placement');
    await page.getByRole('button', { name: 'Start' }).click();
    const fits = async (what: string) => {
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(390);
    };
    await page.getByText(`Question 1 of ${TOTAL}`).waitFor();
    await fits('a question');
    // The rest of the questions answered in the learner's stored placement, as the page does; a reload resumes at the last part.
    await page.evaluate(async () => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('parley.placement:'))!;
      const session = JSON.parse(localStorage.getItem(key)!);
      for (;;) {
        const response = await fetch('/api/placement/next', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ language: session.language, answers: session.answers, seed: session.seed }) });
        const { item } = await response.json();
        if (!item) break;
        session.answers.push({ id: item.id, choice: 0 });
      }
      localStorage.setItem(key, JSON.stringify(session));
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Last part: in your own words' }).waitFor();
    await fits('the last part');
    await page.getByLabel('Your answer').fill('I live in Bristol and I am a student.');
    await page.getByRole('button', { name: 'See my level' }).click();
    await page.getByRole('region', { name: 'Your level' }).waitFor();
    await fits('Your level');
    await page.context().close();
  });

  it('takes the last answer spoken, then lands on Today with the first lesson of the level found', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.addInitScript(installFakeSpeechRecognition);
    await signUpAndSignIn(page, server.url, 'placement-spoken@parley.test');
    await page.goto('/app/placement');
    let question = nextQuestion(page);
    await page.getByRole('button', { name: 'Start' }).click();
    for (let n = 1; n <= TOTAL; n++) {
      const { item } = await question;
      await page.getByText(`Question ${n} of ${TOTAL}`).waitFor();
      // Always the first option: mostly wrong, so the level found is low.
      await page.getByRole('radio', { name: item!.options[0]!, exact: true }).check();
      question = nextQuestion(page);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    expect((await question).item).toBeNull();
    await page.getByRole('heading', { name: 'Last part: in your own words' }).waitFor();
    await page.getByRole('button', { name: 'Speak' }).click();
    await expect.poll(() => page.evaluate(() => (window as any).__speech.isListening()), { timeout: 10_000 }).toBe(true);
    const spoken = 'I live in Leeds with my family. I work in a shop and I like football.';
    await page.evaluate((text) => (window as any).__speech.say(text), spoken);
    await expect.poll(() => page.getByLabel('Your answer').inputValue(), { timeout: 10_000 }).toContain('I work in a shop');
    if (await page.getByRole('button', { name: 'Stop listening' }).isVisible()) await page.getByRole('button', { name: 'Stop listening' }).click();
    const finished = page.waitForResponse((response) => response.url().endsWith('/api/placement/finish'));
    await page.getByRole('button', { name: 'See my level' }).click();
    const result = (await (await finished).json()) as { path_level: string };
    const level = page.getByRole('region', { name: 'Your level' });
    await level.getByText('Speaking', { exact: true }).waitFor();

    await level.getByRole('link', { name: 'Start my path' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    const first = UNITS_BY_LANGUAGE.en.find((unit) => unit.level === result.path_level)!;
    await page.getByText(first.lessons[0]!.title).waitFor();
    await page.getByRole('link', { name: 'Start lesson' }).click();
    await page.getByRole('heading', { name: first.lessons[0]!.title, level: 1 }).waitFor();
  });
});
