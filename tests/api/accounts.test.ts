import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles, users } from '../../src/server/db/schema';
import { VERIFY_EMAIL_SUBJECT } from '../../src/server/mail/templates/verify-email-email';
import { createHttpClient } from '../support/http-client';
import { fakeSmtpForFile, testServerForFile } from '../support/test-server-for-file';

const smtp = fakeSmtpForFile();
const server = testServerForFile(() => ({ env: { SMTP_URL: smtp.url, ADMIN_EMAILS: 'Boss@Parley.test, other@parley.test' } }));

const signUp = (email: string, password = 'correct-horse') =>
  createHttpClient(server.url).request('/api/auth/sign-up/email', { body: { email, password, name: '' } });
const signUpNamed = (email: string, name: string) =>
  createHttpClient(server.url).request('/api/auth/sign-up/email', { body: { email, password: 'correct-horse', name } });

describe('sign-up', () => {
  it('creates the account, a profile with 0 messages, and sends the welcome email over SMTP', async () => {
    const response = await signUp('learner@parley.test');
    expect(response.status).toBe(200);

    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.email, 'learner@parley.test'));
    expect(profile).toMatchObject({ messageCount: 0, isAdmin: false, fullName: null });

    const email = await smtp.waitForSubject('learner@parley.test', 'Welcome to Parley');
    expect(email.text).toContain(`${server.url}/auth/signin`);
  });

  it('sends a verification email at sign-up; a listed address becomes admin only once verified, whatever its case', async () => {
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-up/email', { body: { email: 'boss@parley.test', password: 'correct-horse', name: 'The Boss' } });
    expect((await client.request('/api/auth/sign-in/email', { body: { email: 'boss@parley.test', password: 'correct-horse' } })).status).toBe(200);
    // Unverified: a learner like any other, who can use Parley but has no admin rights.
    expect((await client.request('/api/me/is-admin')).body).toEqual({ is_admin: false });
    expect((await client.request('/api/me/profile')).body.profile).toMatchObject({ full_name: 'The Boss', is_admin: false });
    expect((await client.request('/functions/v1/admin-users')).status).toBe(403);

    const email = await smtp.waitForSubject('boss@parley.test', VERIFY_EMAIL_SUBJECT);
    const link = /Confirm your email address: (\S+)/.exec(email.text)![1]!;
    expect(link.startsWith(`${server.url}/api/auth/verify-email?token=`)).toBe(true);
    const landing = await createHttpClient(server.url).request(link.slice(server.url.length));
    expect(landing.status).toBe(302);
    expect(landing.headers.get('location')).toBe(`${server.url}/email-verified`);

    const [user] = await server.deps.db.select().from(users).where(eq(users.email, 'boss@parley.test'));
    expect(user!.emailVerified).toBe(true);
    expect((await client.request('/api/me/is-admin')).body).toEqual({ is_admin: true });
    expect((await client.request('/functions/v1/admin-users')).status).toBe(200);
  });

  it('never makes an unlisted address admin by verifying it, and refuses a forged verification link', async () => {
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-up/email', { body: { email: 'plain@parley.test', password: 'correct-horse', name: '' } });
    const forged = await client.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified');
    expect(forged.headers.get('location')).toMatch(/error=INVALID_TOKEN/);
    const link = /Confirm your email address: (\S+)/.exec((await smtp.waitForSubject('plain@parley.test', VERIFY_EMAIL_SUBJECT)).text)![1]!;
    await client.request(link.slice(server.url.length));
    const [user] = await server.deps.db.select().from(users).where(eq(users.email, 'plain@parley.test'));
    expect(user!.emailVerified).toBe(true);
    const [profile] = await server.deps.db.select().from(userProfiles).where(eq(userProfiles.userId, user!.id));
    expect(profile!.isAdmin).toBe(false);
  });

  it('refuses a name longer than 100 characters with a clear message and creates nothing', async () => {
    const response = await createHttpClient(server.url).request('/api/auth/sign-up/email', {
      body: { email: 'longname@parley.test', password: 'correct-horse', name: 'A'.repeat(101) },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please use a name of at most 100 characters.');
    expect(await server.deps.db.select().from(users).where(eq(users.email, 'longname@parley.test'))).toHaveLength(0);
    const fits = await signUpNamed('fits@parley.test', 'B'.repeat(100));
    expect(fits.status).toBe(200);
  });

  it('does not sign the new user in (they sign in next), and never overwrites an existing account', async () => {
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-up/email', { body: { email: 'twice@parley.test', password: 'correct-horse', name: '' } });
    expect((await client.request('/api/me/profile')).status).toBe(401);
    // A repeated sign-up is answered like a new one (no account discovery) but changes nothing.
    await client.request('/api/auth/sign-up/email', { body: { email: 'twice@parley.test', password: 'another-one', name: '' } });
    expect(await server.deps.db.select().from(users).where(eq(users.email, 'twice@parley.test'))).toHaveLength(1);
    const signIn = (password: string) =>
      createHttpClient(server.url).request('/api/auth/sign-in/email', { body: { email: 'twice@parley.test', password } });
    expect((await signIn('another-one')).status).toBe(401);
    expect((await signIn('correct-horse')).status).toBe(200);
  });

  it('rejects a password under 6 characters and changes nothing', async () => {
    const response = await signUp('short@parley.test', '12345');
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/password/i);
    expect(await server.deps.db.select().from(users).where(eq(users.email, 'short@parley.test'))).toHaveLength(0);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password, sets an HttpOnly SameSite cookie, and reads the profile', async () => {
    await signUp('reader@parley.test');
    const client = createHttpClient(server.url);
    const response = await client.request('/api/auth/sign-in/email', { body: { email: 'reader@parley.test', password: 'correct-horse' } });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const profile = await client.request('/api/me/profile');
    expect(profile.body.profile).toMatchObject({ email: 'reader@parley.test', message_count: 0, is_admin: false });
  });

  it('answers a wrong password with the provider message and no session', async () => {
    await signUp('mistyped@parley.test');
    const client = createHttpClient(server.url);
    const response = await client.request('/api/auth/sign-in/email', { body: { email: 'mistyped@parley.test', password: 'wrong-password' } });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid email or password');
    expect(client.cookies.size).toBe(0);
  });

  it('signs out, after which the session no longer works; signing out again is harmless', async () => {
    await signUp('leaver@parley.test');
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-in/email', { body: { email: 'leaver@parley.test', password: 'correct-horse' } });
    const stolenCookies = new Map(client.cookies);
    expect((await client.request('/api/auth/sign-out', { body: {} })).status).toBe(200);
    expect((await client.request('/api/me/profile')).status).toBe(401);
    const replay = createHttpClient(server.url);
    for (const [name, value] of stolenCookies) replay.cookies.set(name, value);
    // Replayed cookies stop at once everywhere: sign-out forgets the remembered read (session-cache.test.ts).
    expect((await replay.request('/functions/v1/customer-portal', { body: {} })).status).toBe(401);
    expect((await replay.request('/api/me/profile')).status).toBe(401);
    expect((await client.request('/api/auth/sign-out', { body: {} })).status).toBeLessThan(500);
  });

  it('creates a missing profile on first read (a user made before profiles existed)', async () => {
    await signUp('orphan@parley.test');
    await server.deps.db.delete(userProfiles).where(eq(userProfiles.email, 'orphan@parley.test'));
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-in/email', { body: { email: 'orphan@parley.test', password: 'correct-horse' } });
    const response = await client.request('/api/me/profile');
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({ email: 'orphan@parley.test', message_count: 0 });
  });

  it('answers is-admin with false for a signed-in non-admin and 401 without a session', async () => {
    await signUp('plain@parley.test');
    const client = createHttpClient(server.url);
    await client.request('/api/auth/sign-in/email', { body: { email: 'plain@parley.test', password: 'correct-horse' } });
    expect((await client.request('/api/me/is-admin')).body).toEqual({ is_admin: false });
    expect((await createHttpClient(server.url).request('/api/me/is-admin')).status).toBe(401);
  });
});

describe('password change', () => {
  it('with "sign out other devices", the other devices stop at once and this one goes on', async () => {
    await signUp('changer@parley.test', 'old-password');
    const signedIn = async () => {
      const device = createHttpClient(server.url);
      await device.request('/api/auth/sign-in/email', { body: { email: 'changer@parley.test', password: 'old-password' } });
      expect((await device.request('/api/conversations')).status).toBe(200);
      return device;
    };
    const [laptop, phone] = [await signedIn(), await signedIn()];
    const change = await laptop.request('/api/auth/change-password', { body: { currentPassword: 'old-password', newPassword: 'new-password', revokeOtherSessions: true } });
    expect(change.status).toBe(200);
    expect((await phone.request('/api/conversations')).status).toBe(401);
    expect((await laptop.request('/api/conversations')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('emails a link that leads to /update-password with a recovery token; the new password then works once', async () => {
    await signUp('forgetful@parley.test', 'old-password');
    // A device still signed in with the old password (the one someone may have stolen).
    const oldDevice = createHttpClient(server.url);
    await oldDevice.request('/api/auth/sign-in/email', { body: { email: 'forgetful@parley.test', password: 'old-password' } });
    expect((await oldDevice.request('/api/conversations')).status).toBe(200);
    const client = createHttpClient(server.url);
    const request = await client.request('/api/auth/request-password-reset', {
      body: { email: 'forgetful@parley.test', redirectTo: `${server.url}/update-password?type=recovery` },
    });
    expect(request.status).toBe(200);

    const email = (await smtp.waitForSubject('forgetful@parley.test', 'Reset your Parley password'));
    const link = /(http:\/\/\S+reset-password\/\S+)/.exec(email.text)?.[1];
    expect(link).toBeDefined();

    const landing = await client.request(link!.replace(server.url, ''));
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get('location')!);
    expect(target.pathname).toBe('/update-password');
    expect(target.searchParams.get('type')).toBe('recovery');
    const token = target.searchParams.get('token');
    expect(token).toBeTruthy();

    expect((await client.request('/api/auth/reset-password', { body: { token, newPassword: 'new-password' } })).status).toBe(200);
    expect((await oldDevice.request('/api/conversations')).status).toBe(401); // revoked at once, not when its remembered read lapses
    const reuse = await client.request('/api/auth/reset-password', { body: { token, newPassword: 'third-password' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.code).toBe('INVALID_TOKEN');

    const signIn = (password: string) =>
      createHttpClient(server.url).request('/api/auth/sign-in/email', { body: { email: 'forgetful@parley.test', password } });
    expect((await signIn('old-password')).status).toBe(401);
    expect((await signIn('new-password')).status).toBe(200);
  });

  it('sends a bad link back to /update-password with error=INVALID_TOKEN', async () => {
    const callback = encodeURIComponent(`${server.url}/update-password?type=recovery`);
    const response = await createHttpClient(server.url).request(`/api/auth/reset-password/not-a-real-token?callbackURL=${callback}`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('answers an unknown address like a known one (no account discovery) and sends nothing', async () => {
    const before = smtp.messages.length;
    const response = await createHttpClient(server.url).request('/api/auth/request-password-reset', {
      body: { email: 'nobody@parley.test', redirectTo: `${server.url}/update-password?type=recovery` },
    });
    expect(response.status).toBe(200);
    // A barrier instead of a fixed sleep: a reset asked for a known address afterwards goes through the
    // same mailer, so once its email has arrived, any email for the unknown address would have too.
    await signUp('barrier@parley.test');
    await createHttpClient(server.url).request('/api/auth/request-password-reset', {
      body: { email: 'barrier@parley.test', redirectTo: `${server.url}/update-password?type=recovery` },
    });
    await smtp.waitForSubject('barrier@parley.test', 'Reset your Parley password');
    expect(smtp.messages.slice(before).some((m) => m.to.includes('nobody@parley.test'))).toBe(false);
  });
});
