import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, userProfiles, users } from '../../src/server/db/schema';
import { startFakeOidcServer } from '../fakes/fake-oidc-server';
import { openPage } from '../support/browser';
import { browserForFile, startedForFile, testServerForFile } from '../support/test-server-for-file';

const oidc = startedForFile('The fake OpenID provider', startFakeOidcServer);
const server = testServerForFile(() => ({
  // Google confirms the address (email_verified), so a listed address is admin at once.
  env: { GOOGLE_CLIENT_ID: oidc.clientId, GOOGLE_CLIENT_SECRET: oidc.clientSecret, GOOGLE_ISSUER_URL: oidc.issuerUrl, ADMIN_EMAILS: 'google.learner@parley.test' },
}));
const unconfigured = testServerForFile();
const browser = browserForFile();

describe('Google sign-in (OpenID Connect against a local provider)', () => {
  it('signs a new user in, creates their profile with their name, and lands on /app', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(`${server.url}/app`);
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();

    const [user] = await server.deps.db.select().from(users).where(eq(users.email, oidc.nextUser.email));
    expect(user).toMatchObject({ name: 'Grace Google', emailVerified: true });
    const [account] = await server.deps.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account).toMatchObject({ providerId: 'google', accountId: oidc.nextUser.sub });
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile).toMatchObject({ fullName: 'Grace Google', messageCount: 0, isAdmin: true });

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menu').getByText('Grace Google').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows 'Failed to connect with Google' when a configured Google sign-in fails to start", async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.route('**/api/auth/sign-in/social', (route) => route.abort('connectionreset'));
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Failed to connect with Google').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await page.context().close();
  });

  it('offers no Google button when Google sign-in is not configured', async () => {
    const { page, errors } = await openPage(browser, { baseURL: unconfigured.url });
    await page.goto('/auth/signin');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect(page.getByRole('button', { name: 'Continue with Google' }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
