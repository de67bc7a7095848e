import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers, userProfiles } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { confirmEmail } from '../support/confirm-email';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile({ env: { ADMIN_EMAILS: 'admin@parley.test' } });
const browser = browserForFile();

beforeAll(async () => {
  for (const email of ['learner@parley.test', 'admin@parley.test']) {
    const signedUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email, password: 'my-password', name: email.startsWith('admin') ? 'Ada Admin' : '' }),
    });
    // A sign-up refused says why here, not as a missing email 15 s later.
    if (!signedUp.ok) throw new Error(`sign-up of ${email} answered ${signedUp.status}: ${await signedUp.text()}`);
  }
  await confirmEmail(server, 'admin@parley.test');
});

async function signedInPage(email: string, options: { isMobile?: boolean } = {}): Promise<Page> {
  const { page } = await openPage(browser, { baseURL: server.url, ...options });
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
  return page;
}

describe('teacher list', () => {
  it('shows every card detail, and the default image when an avatar fails to load', async () => {
    await server.deps.db.update(teachers).set({ avatarUrl: '/avatars/missing.svg' }).where(eq(teachers.slug, 'ethan'));
    const page = await signedInPage('learner@parley.test');
    const card = page.getByRole('link', { name: /Oliver Hayes/ });
    await card.getByText('IELTS Speaking Examiner', { exact: true }).waitFor();
    await card.getByText('Available 24/7').waitFor();
    await card.getByText('Experience Expert').waitFor();
    await card.getByText('Start Learning').waitFor();
    expect(await card.getByRole('listitem').count()).toBe(4); // 3 specialties + '+N more...'
    await card.getByText(/^\+\d+ more\.\.\.$/).waitFor();
    expect(await card.getAttribute('href')).toBe('/app/teacher/oliver');

    const ethanAvatar = page.getByRole('img', { name: "Ethan Clarke's avatar" });
    await expect.poll(() => ethanAvatar.getAttribute('src')).toBe('/avatars/default.svg');
    await page.context().close();
  });
});

describe('teacher page', () => {
  it('offers the topics, starts the chosen one with the introduction after a moment, and can change topic', async () => {
    const page = await signedInPage('learner@parley.test');
    await page.goto('/app/teacher/maya');
    await page.getByRole('heading', { name: 'Choose a Topic' }).waitFor();
    const topics = await server.deps.db.select({ categories: teachers.conversationCategories }).from(teachers).where(eq(teachers.slug, 'maya'));
    const firstTopic = topics[0]!.categories[0]!;
    expect(await page.getByRole('button', { name: /Start Conversation/ }).count()).toBe(topics[0]!.categories.length);
    await page.getByRole('button', { name: `Start Conversation: ${firstTopic}` }).click();
    await page.getByText(firstTopic, { exact: true }).waitFor();
    await page.getByText('Connected').waitFor();
    await page.getByRole('link', { name: 'Back to Teachers' }).first().waitFor();
    await page.getByText(/Maya|pronunciation|sound/i).first().waitFor();
    await page.getByRole('button', { name: 'Change Topic' }).click();
    await page.getByRole('heading', { name: 'Choose a Topic' }).waitFor();
    await page.context().close();
  });

  it("picks 'General Conversation' for a teacher without topics", async () => {
    const page = await signedInPage('learner@parley.test');
    await page.goto('/app/teacher/ethan');
    await page.getByText('General Conversation', { exact: true }).waitFor();
    expect(await page.getByRole('heading', { name: 'Choose a Topic' }).count()).toBe(0);
    await page.context().close();
  });

  it("answers an unknown teacher with 'Teacher Not Found' and an empty slug with /app", async () => {
    const page = await signedInPage('learner@parley.test');
    await page.goto('/app/teacher/nobody-here');
    await page.getByRole('heading', { name: 'Teacher Not Found' }).waitFor();
    await page.getByText('The teacher you are looking for could not be found.').waitFor();
    await page.goto('/app/teacher/');
    await page.waitForURL((url) => url.pathname === '/app');
    await page.context().close();
  });
});

describe('nav bar', () => {
  it('shows Admin Panel only to admins, Back to App inside it, and Access Denied to others', async () => {
    const learner = await signedInPage('learner@parley.test');
    await learner.getByText('Free User').waitFor();
    expect(await learner.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    await learner.goto('/admin');
    await learner.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await learner.getByText("You don't have administrator privileges to access this page.").waitFor();
    await learner.context().close();

    const admin = await signedInPage('admin@parley.test');
    await admin.getByRole('link', { name: 'Admin Panel' }).click();
    await admin.waitForURL('**/admin');
    await admin.getByRole('link', { name: 'Back to App' }).waitFor();
    await admin.getByRole('button', { name: 'Open account menu' }).click();
    await admin.getByRole('menu').getByText('Ada Admin').waitFor();
    await admin.context().close();
  });

  it('adds Home to the menu on a phone, and shows the free-message banner when one message is left', async () => {
    await server.deps.db.update(userProfiles).set({ messageCount: 1 }).where(eq(userProfiles.email, 'learner@parley.test'));
    const page = await signedInPage('learner@parley.test', { isMobile: true });
    await page.getByText('You have 1 message remaining.').waitFor();
    await page.getByRole('link', { name: 'Upgrade for unlimited conversations' }).waitFor();
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
