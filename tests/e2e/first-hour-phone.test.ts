/**
 * A new learner's first hour on a 390x844 phone: no page scrolls sideways, free or subscribed (the plan
 * badge), every nav destination is reachable, the topic reads whole, and there is no keyboard hint.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripeCustomers, stripeSubscriptions, teachers, users } from '../../src/server/db/schema';
import { openPage } from '../support/browser';
import { signUpAndSignIn } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

const PHONE_WIDTH = 390;

/** The learner's screens; the chat last but one, Manage Subscription last. */
const screens = () => ['/app', '/app/today', '/app/path', `/app/teacher/maya?topic=${encodeURIComponent(topic)}`, '/app/teacher/maya', '/app/history', '/app/notebook', '/app/review', '/app/progress', '/manage-subscription'];

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  await page.getByTestId('subscription-badge').waitFor();
  await page.waitForLoadState('networkidle');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${path} scrolls sideways`).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Makes the learner an active monthly subscriber, so the nav shows 'Parley Unlimited (Monthly)'. */
async function subscribeMonthly(email: string) {
  const [profile] = await server.deps.db.select().from(users).where(eq(users.email, email));
  const customerId = `cus_${profile!.id}`;
  await server.deps.db.insert(stripeCustomers).values({ userId: profile!.id, customerId });
  await server.deps.db.insert(stripeSubscriptions).values({ customerId, subscriptionId: `sub_${profile!.id}`, status: 'active', priceId: 'price_parley_monthly' });
}

async function expectEveryDestinationReachable(page: Page) {
  await page.goto('/app');
  const menuButton = page.getByRole('button', { name: 'Open account menu' });
  const box = await menuButton.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  for (const [label, path] of [['Today', '/app/today'], ['Path', '/app/path'], ['History', '/app/history'], ['Notebook', '/app/notebook'], ['Review', '/app/review'], ['Progress', '/app/progress'], ['Manage Subscription', '/manage-subscription'], ['Home', '/']] as const) {
    if (new URL(page.url()).pathname === '/') await page.goto('/app');
    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: label }).click();
    await page.waitForURL((url) => url.pathname === path);
  }
}

describe('on a 390 px phone', () => {
  it('a free learner: no screen scrolls sideways, every destination is in reach, the topic reads whole, no Enter hint', async () => {
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'phone-free@parley.test');
    await expect(page.getByTestId('subscription-badge').innerText()).resolves.toBe('Free User');
    for (const path of screens()) await expectNoSidewaysScroll(page, path);
    await expectEveryDestinationReachable(page);

    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    const chip = page.getByTitle(topic, { exact: true });
    await chip.waitFor();
    // The chip is not cut short ('T...'): its text fits its box.
    expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.getByLabel('Your message').waitFor();
    expect(await page.getByText('Enter to send, Shift+Enter for a new line').isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a subscriber with the 'Parley Unlimited (Monthly)' badge: no screen scrolls sideways, the menu stays on screen", async () => {
    const email = 'phone-subscriber@parley.test';
    const { page, context, errors } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, email);
    await subscribeMonthly(email);
    await page.reload();
    await expect.poll(() => page.getByTestId('subscription-badge').innerText()).toBe('Parley Unlimited (Monthly)');
    for (const path of screens()) await expectNoSidewaysScroll(page, path);
    await expectEveryDestinationReachable(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
