import type { Page } from 'playwright-core';

/** Creates an account through the API (as the sign-up form would). */
export async function createAccount(baseUrl: string, email: string, options: { password?: string; name?: string } = {}) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password: options.password ?? 'my-password', name: options.name ?? '' }),
  });
  if (!response.ok) throw new Error(`sign-up failed for ${email}: ${response.status}`);
}

/** Creates the account and signs in on the auth page; resolves on /app. */
export async function signUpAndSignIn(page: Page, baseUrl: string, email: string, options: { name?: string } = {}) {
  await createAccount(baseUrl, email, options);
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('my-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/app');
}
