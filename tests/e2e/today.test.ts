/**
 * Today in Chromium, no keys: the one-line Today at the top of /app leads to /app/today, first in the nav;
 * the next lesson, the reviews due, a daily goal that stays chosen after a reload, and the two-minute drill
 * on the learner's own mistakes (one written wrong and shown the better version, one written right), and the
 * daily reminder switched on. On a
 * 390 px phone the page does not scroll sideways.
 */
import { eq } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE } from '../../src/server/features/course/units/all-units';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
const lesson = UNITS_BY_LANGUAGE.en[0]!.lessons[0]!;

async function noteMistakes(email: string) {
  const [user] = await server.deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await server.deps.db.insert(schema.notebookEntries).values([
    { userId: user!.id, kind: 'correction', front: 'she go to work by bus', back: 'she goes to work by bus', rule: 'subject-verb-agreement', card: createEmptyCard(at(20)), due: at(20), createdAt: at(20) },
    { userId: user!.id, kind: 'correction', front: 'he like green tea', back: 'he likes green tea', rule: 'subject-verb-agreement', card: createEmptyCard(at(10)), due: at(10), createdAt: at(10) },
  ]);
}

describe('Today', () => {
  it('leads from /app to the next lesson, the reviews due, the daily goal and the drill on your own mistakes', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'today@parley.test');
    await noteMistakes('today@parley.test');
    await page.goto('/app');
    await page.getByRole('region', { name: 'Today' }).getByText(lesson.title).waitFor();
    await page.getByRole('link', { name: 'Open Today' }).click();
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(await page.getByRole('navigation').first().getByRole('link').allTextContents()).toContain('Today');

    expect(await page.getByRole('link', { name: 'Start lesson' }).getAttribute('href')).toBe(`/app/lessons/${lesson.id}`);
    await page.getByText('2 cards are due.').waitFor();

    await page.getByLabel('Goal per day').selectOption('20');
    await page.getByText('0 of 20 minutes today.').waitFor();
    await page.reload();
    await page.getByText('0 of 20 minutes today.').waitFor();

    await page.getByRole('button', { name: 'Start the drill' }).click();
    await page.getByRole('timer').waitFor();
    await page.getByText('he like green tea').waitFor();
    await page.getByLabel('Write the better version').fill('he like green tea');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Not quite. The better version:').waitFor();
    await page.getByRole('button', { name: 'Next mistake' }).click();
    await page.getByText('she go to work by bus').waitFor();
    await page.getByLabel('Write the better version').fill('She goes to work by bus.');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.getByText('Right.').waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByText('Drill done. You wrote 1 of 2 right.').waitFor();

    // The daily reminder is opt-in, on this device's clock.
    const reminder = page.getByRole('switch', { name: 'Email me a daily reminder' });
    expect(await reminder.isChecked()).toBe(false);
    // The switch shows what the server saved, so it turns on once the save is answered.
    await reminder.click();
    await page.getByText(/^Saved: a reminder every day at /).waitFor();
    expect(await reminder.isChecked()).toBe(true);
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Email me a daily reminder' }).isChecked()).toBe(true);
  });

  it('fits a 390 px phone', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'phone-today@parley.test');
    await page.goto('/app/today');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await page.getByText('Start lesson').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
