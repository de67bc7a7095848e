/**
 * The Review due count on a 390 px phone, in Chromium: the wide header shows it beside Review; on a phone, where
 * Review is in the account menu, the menu's button shows it too (and says it to a screen reader), as does the
 * menu's Review entry. With nothing due, the button shows no count.
 */
import { eq } from 'drizzle-orm';
import { createEmptyCard } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

async function makeCardsDue(email: string, count: number) {
  const [user] = await server.deps.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  const due = new Date(Date.now() - 10 * 60_000);
  await server.deps.db.insert(schema.notebookEntries).values(
    Array.from({ length: count }, (_, i) => ({ userId: user!.id, kind: 'correction' as const, front: `she go there ${i}`, back: `she goes there ${i}`, rule: 'subject-verb-agreement', card: createEmptyCard(due), due, createdAt: due })),
  );
}

describe('The Review due count on a phone', () => {
  it('shows on the account menu button and in the menu, as beside Review on a wide screen', async () => {
    const { page } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'phone-due@parley.test');
    await makeCardsDue('phone-due@parley.test', 3);
    await page.goto('/app/today');
    await page.getByText('3 cards are due.').waitFor();

    const header = page.locator('header');
    const menuButton = header.getByRole('button', { name: 'Open account menu' });
    // Seen on the closed menu's button.
    await menuButton.getByText('3', { exact: true }).waitFor();
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    // Its name says what the number is.
    expect(await page.getByRole('button', { name: /^Open account menu,? 3 due$/ }).count()).toBe(1);
    // On the button, not beyond the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await menuButton.click();
    await page.getByRole('menuitem', { name: /^Review/ }).filter({ hasText: '3 due' }).waitFor();
    await page.context().close();
  });

  it('is one count on a wide screen (beside Review), and none with nothing due', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'wide-due@parley.test');
    await page.goto('/app/today');
    await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header').getByText(/\d+ due/).count()).toBe(0);

    await makeCardsDue('wide-due@parley.test', 2);
    await page.reload();
    await page.getByRole('link', { name: /^Review/ }).filter({ hasText: '2 due' }).waitFor();
    await page.waitForLoadState('networkidle');
    const shown = await page.locator('header').getByText('2', { exact: true }).evaluateAll((all) => all.filter((element) => (element as HTMLElement).offsetParent !== null).length);
    expect(shown).toBe(1);
    await page.context().close();
  });
});
