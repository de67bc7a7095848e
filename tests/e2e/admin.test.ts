import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { confirmEmail } from '../support/confirm-email';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile({ env: { ADMIN_EMAILS: 'admin@parley.test' } });
const browser = browserForFile();

const accounts = [
  { email: 'admin@parley.test', name: 'Ada Admin' },
  { email: 'learner@parley.test', name: '' },
  { email: 'pat@parley.test', name: 'Pat Promoted' },
];

beforeAll(async () => {
  for (const { email, name } of accounts) {
    await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email, password: 'my-password', name }),
    });
  }
  await confirmEmail(server, 'admin@parley.test');
});

async function signedInPage(email: string, options: { isMobile?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser, { baseURL: server.url, ...options });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  return { page, errors };
}

const isAdminInDb = async (email: string) =>
  (await server.deps.db.select({ isAdmin: userProfiles.isAdmin }).from(userProfiles).where(eq(userProfiles.email, email)))[0]!.isAdmin;
const setAdminInDb = (email: string, isAdmin: boolean) =>
  server.deps.db.update(userProfiles).set({ isAdmin }).where(eq(userProfiles.email, email));

describe('admin panel', () => {
  it('lists users, searches, promotes another user (who then gets the Admin Panel), and locks the own row', async () => {
    const { page: pat } = await signedInPage('pat@parley.test');
    await pat.getByText('Free User').waitFor();
    expect(await pat.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);

    const { page, errors } = await signedInPage('admin@parley.test');
    await page.getByRole('link', { name: 'Admin Panel' }).click();
    await page.waitForURL('**/admin');
    const table = page.getByRole('table');
    await table.getByRole('rowheader', { name: /pat@parley\.test/ }).waitFor();
    await page.getByText('Page 1 of 1 · 3 users').waitFor();
    for (const header of ['Email', 'Name', 'Admin', 'Messages', 'Subscription', 'Created']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    const patRow = table.getByRole('row', { name: /pat@parley\.test/ });
    await patRow.getByText('Pat Promoted').waitFor();
    await patRow.getByText('Free').waitFor();
    // A readable date, not an ISO timestamp.
    expect(await patRow.locator('time').textContent()).toMatch(/\b20\d\d\b/);
    expect(await patRow.locator('time').textContent()).not.toContain('T');

    const ownButton = table.getByRole('row', { name: /admin@parley\.test/ }).getByRole('button', { name: 'Remove admin' });
    expect(await ownButton.isDisabled()).toBe(true);
    expect(await ownButton.getAttribute('title')).toBe('You cannot change your own admin rights.');

    await page.getByLabel('Search users').fill('PROMOTED');
    await page.getByText('Page 1 of 1 · 1 user').waitFor();
    expect(await table.getByRole('rowheader').count()).toBe(1);

    await patRow.getByRole('button', { name: 'Make admin' }).click();
    await patRow.getByRole('button', { name: 'Remove admin' }).waitFor();
    await page.getByText('pat@parley.test is now an admin.').waitFor();
    expect(await isAdminInDb('pat@parley.test')).toBe(true);

    await pat.reload();
    await pat.getByRole('link', { name: 'Admin Panel' }).waitFor();
    expect(errors).toEqual([]);
    await pat.context().close();
    await page.context().close();
  });

  it("shows 'Failed to fetch users' and a failed toggle with the server's words", async () => {
    const { page } = await signedInPage('admin@parley.test');
    await page.goto('/admin');
    const learnerRow = page.getByRole('row', { name: /learner@parley\.test/ });
    await learnerRow.getByRole('button', { name: 'Make admin' }).waitFor();
    // Rights withdrawn behind the page's back: the server refuses whatever the page believes.
    await setAdminInDb('admin@parley.test', false);
    try {
      await learnerRow.getByRole('button', { name: 'Make admin' }).click();
      await page.getByText("Could not change admin rights: You don't have administrator privileges to access this page.").waitFor();
      await page.getByText("Failed to fetch users: You don't have administrator privileges to access this page.").waitFor();
      expect(await isAdminInDb('learner@parley.test')).toBe(false);
    } finally {
      await setAdminInDb('admin@parley.test', true);
    }
    await page.context().close();
  });

  it('scrolls the table sideways on a phone instead of the page', async () => {
    const { page } = await signedInPage('admin@parley.test', { isMobile: true });
    await page.goto('/admin');
    await page.getByRole('table').waitFor();
    const region = page.getByRole('region', { name: 'Users table' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.context().close();
  });

  it('pages with Previous and Next, and a new search starts again at page 1', async () => {
    const bulk = Array.from({ length: 30 }, (_, i) => ({ id: `bulk-${i}`, name: '', email: `bulk${i}@example.test`, createdAt: new Date(Date.UTC(2024, 0, 1, 0, 0, i)) }));
    await server.deps.db.insert(users).values(bulk);
    const { page } = await signedInPage('admin@parley.test');
    await page.goto('/admin');
    await page.getByText('Page 1 of 2 · 33 users').waitFor();
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await page.getByRole('table').getByRole('rowheader').count()).toBe(25);
    await next.click();
    await page.getByText('Page 2 of 2 · 33 users').waitFor();
    // Oldest last: the first bulk account closes the list.
    await page.getByRole('rowheader', { name: 'bulk0@example.test', exact: true }).waitFor();
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('Search users').fill('bulk');
    await page.getByText('Page 1 of 2 · 30 users').waitFor();
    await page.getByLabel('Search users').fill('bulk2');
    await page.getByText('Page 1 of 1 · 11 users').waitFor();
    await page.context().close();
  });

  it("shows 'Access Denied' to a non-admin", async () => {
    const { page } = await signedInPage('learner@parley.test');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have administrator privileges to access this page.").waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.context().close();
  });
});
