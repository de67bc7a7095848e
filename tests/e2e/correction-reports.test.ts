/** "That's not right" on a phone (390x844): a correction leaves the Notebook and Review, and the admin sees the count per rule. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/server/db/schema';
import { addNotebookEntries } from '../../src/server/features/notebook/add-notebook-entries';
import { openPage } from '../support/browser';
import { createAccount } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();

const CONFIRMATION = 'Thanks for letting us know! That correction is gone from your Notebook and Review.';

async function accountId(email: string) {
  await createAccount(server.url, email);
  return (await server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
}

beforeAll(async () => {
  const learnerId = await accountId('reporter@parley.test');
  await addNotebookEntries(server.deps.db, learnerId, [
    { kind: 'correction', front: 'I am agree with you.', back: 'I agree with you.', note: 'Agree is a verb.', rule: 'be-or-have', teacherName: 'Maya Chen' },
    { kind: 'correction', front: 'She go to work by bus.', back: 'She goes to work by bus.', note: 'He, she, it: add -s.', rule: 'subject-verb-agreement', teacherName: 'Maya Chen' },
  ]);
  const adminId = await accountId('reports-admin@parley.test');
  await server.deps.db.insert(userProfiles).values({ userId: adminId, email: 'reports-admin@parley.test', isAdmin: true }).onConflictDoUpdate({ target: userProfiles.userId, set: { isAdmin: true } });
});

async function signIn(email: string) {
  const opened = await openPage(browser, { baseURL: server.url, isMobile: true });
  await opened.page.goto('/auth/signin');
  await opened.page.getByLabel('Email').fill(email);
  await opened.page.getByLabel('Password', { exact: true }).fill('my-password');
  await opened.page.getByRole('button', { name: 'Sign In' }).click();
  await opened.page.waitForURL('**/app');
  return opened;
}

describe('"That\'s not right" on a phone', () => {
  it('takes a correction out of the Notebook, then one out of Review, and the admin counts them per rule', async () => {
    const { page, errors, context } = await signIn('reporter@parley.test');
    await page.goto('/app/notebook');
    const entry = page.getByRole('listitem').filter({ hasText: 'I am agree with you.' });
    await entry.waitFor();
    await entry.getByRole('button', { name: /^That's not right/ }).click();

    const confirmation = page.getByRole('status').getByText(CONFIRMATION);
    await confirmation.waitFor();
    await expect.poll(() => entry.count()).toBe(0);
    await expect.poll(() => confirmation.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.getByRole('listitem').filter({ hasText: 'She go to work by bus.' }).waitFor();
    await page.reload();
    await page.getByRole('listitem').filter({ hasText: 'She go to work by bus.' }).waitFor();
    expect(await page.getByText('I am agree with you.').count()).toBe(0);

    await page.goto('/app/review');
    await page.getByText('She go to work by bus.').waitFor();
    expect(await page.getByText('1 of 1').count()).toBe(1);
    await page.getByRole('button', { name: 'Show answer' }).click();
    // Reached from the keyboard, too.
    const report = page.getByRole('button', { name: /^That's not right/ });
    await report.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').getByText(CONFIRMATION).waitFor();
    await page.getByText('Nothing to review right now.').waitFor();
    expect(errors).toEqual([]);
    await context.close();

    const admin = await signIn('reports-admin@parley.test');
    await admin.page.goto('/admin');
    await admin.page.getByRole('tab', { name: 'Usage' }).click();
    const table = admin.page.getByRole('table', { name: /Reported corrections per rule/ });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    expect(await rows.allTextContents()).toEqual([expect.stringMatching(/^subject-verb-agreement11/), expect.stringMatching(/^be-or-have11/)]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  }, 120_000);
});
