/** Journey: sign up, use Parley unverified, open the emailed link, land on the confirmation; admin rights only then. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/server/db/schema';
import { VERIFY_EMAIL_SUBJECT } from '../../src/server/mail/templates/verify-email-email';
import { openPage } from '../support/browser';
import { browserForFile, fakeSmtpForFile, testServerForFile } from '../support/test-server-for-file';

const smtp = fakeSmtpForFile();
const server = testServerForFile(() => ({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: 'owner@parley.test' } }));
const browser = browserForFile();

const accountOf = async (email: string) => {
  const [user] = await server.deps.db.select().from(users).where(eq(users.email, email));
  const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
  return { emailVerified: user!.emailVerified, isAdmin: profile!.isAdmin };
};

describe('email verification', () => {
  it('grants the listed admin their rights only once the emailed link is opened', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signup');
    await page.getByLabel('Email').fill('owner@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('owner-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully! Check your email for a welcome message and then sign in below.').waitFor();
    await page.getByLabel('Email').fill('owner@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('owner-password');
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Unverified: Parley works (the teachers), but no admin rights yet.
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();
    expect(await page.getByRole('link', { name: 'Admin Panel' }).count()).toBe(0);
    expect(await accountOf('owner@parley.test')).toEqual({ emailVerified: false, isAdmin: false });

    const email = await smtp.waitForSubject('owner@parley.test', VERIFY_EMAIL_SUBJECT);
    const link = /Confirm your email address: (\S+)/.exec(email.text)![1]!;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Email address confirmed' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/email-verified');
    await expect.poll(() => page.title()).toBe('Email address confirmed | Parley');
    expect(await accountOf('owner@parley.test')).toEqual({ emailVerified: true, isAdmin: true });

    await page.getByRole('link', { name: 'Continue to your teachers' }).click();
    await page.getByRole('link', { name: 'Admin Panel' }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('explains a link that does not work', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/api/auth/verify-email?token=garbled&callbackURL=%2Femail-verified');
    await page.getByRole('heading', { name: 'This link did not work' }).waitFor();
    await page.getByText('This confirmation link is not valid. It may have been copied incompletely.').waitFor();
  });
});
