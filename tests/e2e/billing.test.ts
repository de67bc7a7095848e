import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
/**
 * The whole journey, from the free badge through checkout, chat, the portal, cancellation and past due: over the
 * browser suites' 60 s once, in a fresh-clone CI with three browsers on two cores (2026-11-30, third session).
 */
const WHOLE_JOURNEY_TIMEOUT_MS = 150_000;

describe('subscribing in test mode', () => {
  it('goes from free user to subscriber: checkout, welcome, badge, unlimited messages, manage subscription, cancellation and past due', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'subscriber@parley.test', { name: 'Pat Payer' });
    await page.getByTestId('subscription-badge').filter({ hasText: 'Free User' }).waitFor();

    await page.goto('/manage-subscription');
    await page.getByRole('heading', { name: 'Free Account' }).first().waitFor();
    await page.getByText('The billing portal, where you can update your card and download invoices, becomes available once you have set up a subscription.').waitFor();
    await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await page.waitForURL('**/pricing');

    await page.getByRole('button', { name: 'Get Monthly' }).click();
    await page.waitForURL(/\/test-checkout\/cs_test_/);
    await page.getByText(/TEST MODE/).waitFor();
    await page.getByText('Parley Unlimited (Monthly)').waitFor();
    await page.getByRole('button', { name: 'Pay (test)' }).click();

    await page.waitForURL(/\/success\?session_id=cs_test_/);
    await page.getByRole('heading', { name: 'Welcome to Parley Unlimited!' }).waitFor();
    await page.getByText(/Session ID: cs_test_/).waitFor();
    await page.getByRole('link', { name: 'Continue to App' }).click();
    await page.getByTestId('subscription-badge').filter({ hasText: 'Parley Unlimited (Monthly)' }).waitFor();

    // Unlimited: a third, fourth and fifth message are answered.
    await page.goto('/app/teacher/ethan');
    for (const text of ['Hello there.', 'I work in sales.', 'We have a meeting today.', 'It went well.', 'Thank you!']) {
      await page.getByLabel('Your message').fill(text);
      await page.getByLabel('Your message').press('Enter');
      await page.getByRole('region', { name: 'AI Assistant' }).getByText(`You: ${text}`).waitFor();
      await page.getByTestId('voice-status').filter({ hasNotText: 'Processing...' }).waitFor({ timeout: 20_000 });
      await expect.poll(async () => page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    }
    expect(await page.getByRole('heading', { name: 'Continue Your Learning' }).count()).toBe(0);

    await page.goto('/manage-subscription');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    await page.getByText('Next Billing Date').waitFor();
    await page.getByText('VISA •••• 4242').waitFor();
    await page.getByText('Account Type').waitFor();

    await page.getByRole('button', { name: /Open billing portal/ }).click();
    await page.waitForURL('**/test-billing-portal');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await page.getByText('Done: cancel at period end.').waitFor();
    await page.getByRole('link', { name: 'Back to Manage Subscription' }).click();
    await page.getByText('Your subscription will not renew automatically').waitFor();
    await page.getByText('Ends On').waitFor();
    await page.getByText('Active Until').waitFor();

    await page.goto('/test-billing-portal');
    await page.getByRole('button', { name: 'Simulate a failed payment' }).click();
    await page.getByText('Done: simulate a failed payment.').waitFor();
    await page.goto('/manage-subscription');
    await page.getByRole('heading', { name: 'Payment Past Due' }).waitFor();
    await page.getByTestId('subscription-badge').filter({ hasText: 'Past Due' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  }, WHOLE_JOURNEY_TIMEOUT_MS);

  it('updates the badge live when the subscription changes elsewhere (real-time channel)', async () => {
    const { page } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'live@parley.test');
    await page.getByTestId('subscription-badge').filter({ hasText: 'Free User' }).waitFor();
    // Another tab pays; this tab is not reloaded.
    const other = await page.context().newPage();
    await other.goto('/pricing');
    await other.getByRole('button', { name: 'Get Yearly' }).click();
    await other.getByRole('button', { name: 'Pay (test)' }).click();
    await other.waitForURL(/\/success/);
    await page.getByTestId('subscription-badge').filter({ hasText: 'Parley Unlimited (Yearly)' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('refuses a second checkout where it starts, with the sentence and a link to Manage Subscription, even when chosen before the session is read', async () => {
    const { page, errors } = await openPage(browser, { baseURL: server.url });
    await signUpAndSignIn(page, server.url, 'twice@parley.test');
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Monthly' }).click();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await page.waitForURL(/\/success/);

    // The plan is chosen before the session has been read (held here, as on a slow phone): the button waits,
    // busy, and the learner is not sent to sign up.
    let releaseSession = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      releaseSession = resolve;
    });
    await page.route('**/api/auth/get-session', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Get Yearly' }).click();
    await page.getByRole('button', { name: 'Processing...' }).waitFor();
    releaseSession();
    const refusal = page.getByRole('status').filter({ hasText: 'You already have a Parley subscription, so there is no second one to buy.' });
    await refusal.waitFor();
    expect(page.url()).toMatch(/\/pricing$/);
    await refusal.getByRole('link', { name: 'Manage Subscription' }).click();
    await page.waitForURL('**/manage-subscription');
    await page.getByRole('heading', { name: 'Subscription Active' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
