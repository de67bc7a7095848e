/**
 * A new learner's first hour, no keys configured, on a 390x844 phone: no Google button without Google,
 * empty pages offer the next step, an old link's unknown topic gets the topic chooser, and deleting the
 * account ends on a page that says so (after a dialog that can be cancelled).
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

describe('a new learner with no keys configured', () => {
  it('sees no Google button when Google sign-in is not configured', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    for (const path of ['/auth/signin', '/auth/signup']) {
      await page.goto(path);
      await page.getByLabel('Email').waitFor();
      await expect(page.getByRole('button', { name: 'Continue with Google' }).count()).resolves.toBe(0);
      await expect(page.getByRole('separator').filter({ hasText: 'OR' }).count()).resolves.toBe(0);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an empty Notebook offers a conversation instead of Review; an empty Progress page too', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'empty-pages@parley.test');
    await page.goto('/app/notebook');
    await page.getByText('No corrections yet.', { exact: false }).waitFor();
    const start = page.getByRole('link', { name: 'Start a conversation' });
    await start.waitFor();
    await expect(page.getByRole('link', { name: 'Review now' }).count()).resolves.toBe(0);
    await start.click();
    await page.waitForURL((url) => url.pathname === '/app');
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();

    await page.goto('/app/progress');
    await page.getByRole('heading', { name: 'Your Progress' }).waitFor();
    await page.getByRole('link', { name: 'Start a conversation' }).click();
    await page.waitForURL((url) => url.pathname === '/app');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown topic in an old link gets the topic chooser with a short note, not a chat that fails', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'old-link@parley.test');
    await page.goto('/app/teacher/maya?topic=Underwater%20Basket%20Weaving');
    await page.getByRole('heading', { name: 'Choose a Topic' }).waitFor();
    await page.getByText(/doesn't have a topic called “Underwater Basket Weaving”/).waitFor();
    await expect(page.getByLabel('Your message').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Start Conversation: / }).first().click();
    await page.getByLabel('Your message').waitFor();
    await expect(page.getByText(/doesn't have a topic called/).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('deleting the account: red buttons, a Cancel that keeps it, and a page that says it was deleted', async () => {
    const email = 'leaving@parley.test';
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, email);
    await page.goto('/manage-subscription');
    const open = page.getByRole('button', { name: 'Delete my account' });
    // The theme's red, as the page's own stylesheet computes it.
    const themeColour = (className: string, property: 'color' | 'backgroundColor') =>
      page.evaluate(([name, key]) => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.className = name!;
        const value = getComputedStyle(probe)[key as 'color'];
        probe.remove();
        return value;
      }, [className, property]);
    expect(await open.evaluate((element) => getComputedStyle(element).color)).toBe(await themeColour('text-red-700', 'color'));
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await open.click();
    await dialog.getByLabel(/Type your email/).fill(email);
    const confirm = dialog.getByRole('button', { name: 'Delete my account for good' });
    const red = await themeColour('bg-red-600', 'backgroundColor');
    await expect.poll(() => confirm.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(red); // once enabled (a short transition)
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/account-deleted');
    await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
    await expect.poll(() => page.title()).toBe('Account deleted | Parley');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto('/app');
    await page.waitForURL((url) => url.pathname === '/auth' || url.pathname.startsWith('/auth/'));
    expect(errors).toEqual([]);
    await context.close();
  });
});
