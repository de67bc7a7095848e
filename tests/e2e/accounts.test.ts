import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { browserForFile, fakeSmtpForFile, testServerForFile } from '../support/test-server-for-file';

const smtp = fakeSmtpForFile();
const server = testServerForFile(() => ({ env: { SMTP_URL: smtp.url } }));
const browser = browserForFile();

async function createAccount(email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify({ email, password, name: '' }),
  });
  expect(response.status).toBe(200);
}

describe('sign-up and sign-in on the auth page', () => {
  it('validates, creates the account, asks the user to sign in, then shows the teachers', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signup');
    await expect.poll(() => page.title()).toBe('Sign in or create your account | Parley');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please fill in all fields').waitFor();

    await page.getByLabel('Email').fill('new.learner@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true }).getAttribute('type')).resolves.toBe('text');
    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Account created successfully! Check your email for a welcome message and then sign in below.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/signin');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('');
    await smtp.waitForSubject('new.learner@parley.test', 'Welcome to Parley');

    await page.getByLabel('Email').fill('new.learner@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email or password').waitFor();

    await page.getByLabel('Password', { exact: true }).fill('first-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app');
    await page.getByRole('heading', { name: 'Sophia Bennett' }).waitFor();
    await page.getByText('Free User').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('remembers where a signed-out user was going, returns them there, and replaces the history entry', async () => {
    await createAccount('returning@parley.test', 'my-password');
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/');
    await page.goto('/app/teacher/maya?topic=Travel');
    await page.waitForURL('**/auth');
    await page.getByLabel('Email').fill('returning@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app/teacher/maya?topic=Travel');
    await page.getByRole('heading', { name: 'Maya Chen' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('sends a signed-in user away from the auth page, and signs out from the user menu', async () => {
    await createAccount('leaver@parley.test', 'my-password');
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signin');
    await page.getByLabel('Email').fill('leaver@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('my-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app');
    await page.goto('/auth/signup');
    await page.waitForURL('**/app');

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Manage Subscription' }).waitFor();
    await page.getByText('leaver@parley.test').waitFor();
    await page.getByRole('menu').getByText('User', { exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/app');
    await page.waitForURL('**/auth');
    await page.context().close();
  });
});

describe('password reset', () => {
  it('emails a link; the page takes the token out of the address, sets the new password and returns to sign-in', async () => {
    await createAccount('forgetful@parley.test', 'old-password');
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/auth/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Please enter your email address').waitFor();
    await page.getByLabel('Email').fill('forgetful@parley.test');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(/spam/).waitFor();

    const email = await smtp.waitForSubject('forgetful@parley.test', 'Reset your Parley password');
    const link = /(http:\/\/\S+reset-password\/\S+)/.exec(email.text)![1]!;
    await page.goto(link);
    await page.getByRole('button', { name: 'Update Password' }).waitFor();
    await page.waitForURL(`${server.url}/update-password`); // the token is taken out of the address just after the page shows

    await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-passw0rd');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-password');
    // The page leaves 0.7 s after it says so: on a loaded machine two waits in a row can miss it (and holding the
    // page's timers did not help), so the page itself records the moment both lines are on screen together.
    await page.evaluate(() => {
      const seen = window as unknown as { bothLinesShown?: boolean };
      new MutationObserver(() => {
        const text = document.body.innerText;
        if (text.includes('Password Updated!') && text.includes('Redirecting you to the sign-in page...')) seen.bothLinesShown = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL('**/auth/signin?reset=success');
    expect(await page.evaluate(() => (window as unknown as { bothLinesShown?: boolean }).bothLinesShown)).toBe(true);
    await page.getByText('Password updated successfully! You can now sign in with your new password.').waitFor();

    await page.getByLabel('Email').fill('forgetful@parley.test');
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/app');
    expect(errors).toEqual([]);

    // The same link cannot be used twice.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    await page.getByText('Password reset link is invalid or has expired').waitFor();
    await page.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
    await page.getByRole('link', { name: 'Back to Sign In' }).waitFor();
    await page.context().close();
  });

  it('shows the expired-link message for otp_expired', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await page.goto('/update-password#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    await page.getByText('This reset link has expired. Please request a new one.').waitFor();
    await page.context().close();
  });
});

describe('landing sign-up form', () => {
  it('creates the account, says so, and moves on to the app', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Start Speaking English' }).click();
    await form.getByText('Please enter your email address').waitFor();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Start Speaking English' }).click();
    await form.getByText('Please enter a valid email address').waitFor();
    await form.getByLabel('Email').fill('landing@parley.test');
    await form.getByRole('button', { name: 'Start Speaking English' }).click();
    await form.getByText('Please enter a password').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('12345');
    await form.getByRole('button', { name: 'Start Speaking English' }).click();
    await form.getByText('Password must be at least 6 characters long').waitFor();
    await form.getByLabel('Password', { exact: true }).fill('123456');
    await form.getByRole('button', { name: 'Start Speaking English' }).click();
    await page.getByText('Account Created!').waitFor();
    await page.getByText("You'll be redirected to the app in a moment...").waitFor();
    await page.waitForURL('**/app');
    await page.getByRole('heading', { name: 'Choose Your Teacher' }).waitFor();

    // Back on the landing page, signed in: the demo's two messages and its sign-up offer are not theirs.
    await page.goto('/');
    await page.getByRole('heading', { name: 'Your teachers are waiting' }).waitFor();
    expect(await page.getByText(/messages? left/).count()).toBe(0);
    expect(await page.getByText('2 free messages with a free account. No credit card required.').count()).toBe(0);
    await page.getByRole('region', { name: 'Your teachers are waiting' }).getByRole('link', { name: 'Continue Learning' }).click();
    await page.waitForURL('**/app');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
