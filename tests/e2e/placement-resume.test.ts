/**
 * "Find your level" left in the middle, in Chromium: the learner's answers are kept in this browser under their
 * account, so the placement continues where they were in a new tab (or after the browser was closed), never for
 * another account on the same browser, and never once it is finished — in this tab or another one left open.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLACEMENT_ITEMS_PER_SKILL } from '../../src/shared/api/placement';
import { PLACEMENT_SKILLS } from '../../src/shared/course/placement-item';
import { openPage } from '../support/browser';
import { createAccount } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
const TOTAL = PLACEMENT_SKILLS.length * PLACEMENT_ITEMS_PER_SKILL;

type NextQuestion = { item: { id: string; options: string[] } | null };

/** The question the page is about to show, read from the server's answer to the page's own request. */
const nextQuestion = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/api/placement/next')).then(async (response) => (await response.json()) as NextQuestion);

async function signIn(page: Page, email: string) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Starts the placement and answers `count` questions (the first option each); resolves with the next question's id. */
async function startAndAnswer(page: Page, count: number): Promise<string> {
  await page.goto('/app/placement');
  let question = nextQuestion(page);
  await page.getByRole('button', { name: 'Start' }).click();
  for (let n = 1; n <= count; n++) {
    const { item } = await question;
    await page.getByText(`Question ${n} of ${TOTAL}`).waitFor();
    await page.getByRole('radio', { name: item!.options[0]!, exact: true }).check();
    question = nextQuestion(page);
    await page.getByRole('button', { name: 'Next' }).click();
  }
  const { item } = await question;
  await page.getByText(`Question ${count + 1} of ${TOTAL}`).waitFor();
  return item!.id;
}

/** Opens /app/placement in a new tab of the same browser; resolves with the first question that tab asks for, if any. */
async function openInNewTab(page: Page) {
  const tab = await page.context().newPage();
  const asked = nextQuestion(tab);
  // Not asked at all when the tab opens on the last part (or the intro): only awaited where a question is expected.
  asked.catch(() => {});
  await tab.goto('/app/placement');
  await tab.getByRole('heading', { name: 'Find your level', level: 1 }).waitFor();
  return { tab, asked };
}

describe('A placement left in the middle', () => {
  it('continues in a new tab where the learner was, with the answers given', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await createAccount(server.url, 'resume-tab@parley.test');
    await signIn(page, 'resume-tab@parley.test');
    const fourth = await startAndAnswer(page, 3);
    await page.close();

    const { tab, asked } = await openInNewTab(page);
    await tab.getByText(`Question 4 of ${TOTAL}`).waitFor();
    expect((await asked).item!.id).toBe(fourth);
    expect(await tab.getByRole('button', { name: 'Start' }).count()).toBe(0);
    await tab.context().close();
  });

  it("is never resumed for another account on the same browser, and is still there for its own learner", async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await createAccount(server.url, 'resume-first@parley.test');
    await createAccount(server.url, 'resume-second@parley.test');
    await signIn(page, 'resume-first@parley.test');
    const third = await startAndAnswer(page, 2);
    await signOut(page);

    await signIn(page, 'resume-second@parley.test');
    await page.goto('/app/placement');
    await page.getByRole('button', { name: 'Start' }).waitFor();
    expect(await page.getByText(/^Question \d+ of/).count()).toBe(0);
    await signOut(page);

    await signIn(page, 'resume-first@parley.test');
    const asked = nextQuestion(page);
    await page.goto('/app/placement');
    await page.getByText(`Question 3 of ${TOTAL}`).waitFor();
    expect((await asked).item!.id).toBe(third);
    await page.context().close();
  });

  it('is not resumed once finished, in this tab or in another one left open', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await createAccount(server.url, 'resume-finished@parley.test');
    await signIn(page, 'resume-finished@parley.test');
    await startAndAnswer(page, 1);
    // The rest of the questions answered as the page would, in the learner's stored placement: a reload goes on to the last part.
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
    await page.getByLabel('Your answer').fill('I live in York and I work in a bakery.');

    // Another tab continues it too; when the first one finishes, that tab shows the result, not the run.
    const { tab } = await openInNewTab(page);
    await tab.getByRole('heading', { name: 'Last part: in your own words' }).waitFor();
    expect(await tab.getByLabel('Your answer').inputValue()).toBe('I live in York and I work in a bakery.');
    await page.getByRole('button', { name: 'See my level' }).click();
    await page.getByRole('region', { name: 'Your level' }).waitFor();
    await tab.getByRole('region', { name: 'Your level' }).waitFor();
    expect(await tab.getByRole('heading', { name: 'Last part: in your own words' }).count()).toBe(0);

    for (const opened of [page, tab]) {
      await opened.reload();
      await opened.getByRole('region', { name: 'Your level' }).waitFor();
      expect(await opened.getByRole('heading', { name: 'Last part: in your own words' }).count()).toBe(0);
    }
    expect(await page.evaluate(() => Object.keys(localStorage).filter((name) => name.startsWith('parley.placement:')))).toEqual([]);
    await page.context().close();
  });
});
