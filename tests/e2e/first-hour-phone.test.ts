/**
 * A new learner's first hour on a 390x844 phone: no page scrolls sideways, free or subscribed (the plan
 * badge), every nav destination is reachable, the topic reads whole, and there is no keyboard hint. On the chat
 * screen, "Your level?", the account menu's Language, Send, Mute and the plan badge read whole in every interface
 * language, down to 320 px, as do the way back and the topics to choose from, and 'Chat options' closes as a menu does.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Catalogue, type Messages, translate } from '../../src/shared/i18n/catalogue';
import { type Locale, LOCALE_CODES } from '../../src/shared/i18n/locales';
import { stripeCustomers, stripeSubscriptions, teachers, users } from '../../src/server/db/schema';
import { conversationComponentsCatalogue } from '../../src/web/features/conversation/components/messages/catalogue';
import { navCatalogue } from '../../src/web/features/nav/messages/catalogue';
import { subscriptionCatalogue } from '../../src/web/features/subscription/messages/catalogue';
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

/** Each of "Your level?"'s chips lies whole inside its box, and the box on the screen: none reads 'Not su'. */
async function expectLevelChipsWhole(page: Page, label: string) {
  const section = page.locator('section', { has: page.getByRole('button', { name: 'A1', exact: true }) });
  const cut = await section.evaluate((box) => {
    const outer = box.getBoundingClientRect();
    if (outer.left < 0 || outer.right > window.innerWidth) return ['the box itself'];
    return [...box.querySelectorAll('button')]
      .filter((chip) => {
        const inner = chip.getBoundingClientRect();
        return inner.left < outer.left || inner.right > outer.right || chip.scrollWidth > chip.clientWidth;
      })
      .map((chip) => chip.textContent);
  });
  expect(cut, `${label}: level chips cut`).toEqual([]);
}

/** A message as the screen shows it in `locale`. */
async function say<M extends Messages>(catalogue: Catalogue<M>, locale: Locale, key: keyof M & string) {
  if (locale !== 'en') await catalogue.load(locale);
  return translate(catalogue, locale, key);
}

/** Each named control lies whole on the screen (none runs past its right edge), and the page does not scroll sideways. */
async function expectOnScreen(page: Page, label: string, names: string[]) {
  for (const name of names) {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, `${label}: no '${name}' button`).not.toBeNull();
    expect(box!.x, `${label}: '${name}' starts off the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${label}: '${name}' runs off the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: the page scrolls sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The plan badge shows its words whole, and lies on the screen. */
async function expectBadgeWhole(page: Page, label: string, expected: string) {
  const badge = page.getByTestId('subscription-badge');
  await expect.poll(() => badge.innerText(), { message: `${label}: the plan badge` }).toBe(expected);
  const cut = await badge.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight || box.left < 0 || box.right > window.innerWidth;
  });
  expect(cut, `${label}: the plan badge is cut`).toBe(false);
}

/** The way back is on the screen, a finger's size (an arrow named by its words on a phone), and the topic cards keep to the screen. */
async function expectTopicChooserWhole(page: Page, label: string, backToTeachers: string) {
  const back = (await page.getByRole('link', { name: backToTeachers, exact: true }).boundingBox())!;
  expect(back.x, `${label}: '${backToTeachers}' starts off the screen`).toBeGreaterThanOrEqual(0);
  expect(back.x + back.width, `${label}: '${backToTeachers}' runs off the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(Math.min(back.width, back.height), `${label}: '${backToTeachers}' is too small to tap`).toBeGreaterThanOrEqual(40);
  const starts = page.locator('#topic-heading ~ ul button');
  expect(await starts.count(), `${label}: no topic to start`).toBeGreaterThan(0);
  for (const start of await starts.all()) {
    const box = (await start.boundingBox())!;
    expect(box.x + box.width, `${label}: a topic's button runs off the screen`).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: the topics scroll sideways`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** The account menu's button, in any interface language. */
const accountMenuButton = (page: Page) => page.locator('button[aria-haspopup="menu"]');

/** The account menu's Language select lies inside the menu. */
async function expectLanguageSelectInsideMenu(page: Page, label: string) {
  await accountMenuButton(page).tap();
  const menu = page.getByRole('menu');
  const [outer, inner] = await Promise.all([menu.boundingBox(), menu.getByRole('combobox').boundingBox()]);
  expect(inner!.x, `${label}: Language starts before the menu`).toBeGreaterThanOrEqual(outer!.x);
  expect(inner!.x + inner!.width, `${label}: Language sticks out of the menu`).toBeLessThanOrEqual(outer!.x + outer!.width);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
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

  it("the chat screen: 'Chat options' closes on Escape, a tab switch and a tap outside", async () => {
    const { page, context } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, 'phone-chat-options@parley.test');
    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    await page.getByLabel('Your message').waitFor();
    const options = page.getByRole('button', { name: 'Chat options' });
    const menu = page.getByRole('group', { name: 'Chat options' });

    await options.tap();
    await menu.waitFor();
    expect(await options.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await options.getAttribute('aria-expanded')).toBe('false');
    expect(await options.evaluate((button) => button === document.activeElement)).toBe(true);

    // Switching to Tools closes it, so it no longer covers the tools' buttons.
    await options.tap();
    await menu.waitFor();
    await page.getByRole('tab', { name: 'Tools' }).tap();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('complementary', { name: 'Learning tools' }).waitFor();

    await page.getByRole('tab', { name: 'Chat' }).tap();
    await options.tap();
    await menu.waitFor();
    const conversation = (await page.getByLabel('Your message').boundingBox())!;
    await page.touchscreen.tap(conversation.x + conversation.width / 2, conversation.y - 120);
    await menu.waitFor({ state: 'detached' });
    await context.close();
  });

  it('the chat screen in every interface language, at 390 and 320 px: the level chips, the Language select, Send, Mute and the plan badge read whole', async () => {
    const email = 'phone-languages@parley.test';
    const { page, context } = await openPage(browser, { baseURL: server.url, isMobile: true });
    await signUpAndSignIn(page, server.url, email);
    await subscribeMonthly(email);
    await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    for (const locale of LOCALE_CODES) {
      await page.setViewportSize({ width: PHONE_WIDTH, height: 844 });
      if (locale !== 'en') {
        await accountMenuButton(page).tap();
        await page.getByRole('menu').getByRole('combobox').selectOption(locale);
        await page.waitForFunction((code) => document.documentElement.lang === code, locale);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: 'A1', exact: true }).waitFor();
      const [send, mute, plan] = await Promise.all([
        say(conversationComponentsCatalogue, locale, 'send'),
        say(conversationComponentsCatalogue, locale, 'mute'),
        say(subscriptionCatalogue, locale, 'unlimitedMonthly'),
      ]);
      for (const width of [PHONE_WIDTH, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expectLevelChipsWhole(page, `${locale} at ${width} px`);
        await expectLanguageSelectInsideMenu(page, `${locale} at ${width} px`);
        await expectOnScreen(page, `${locale} at ${width} px`, [send, mute]);
        await expectBadgeWhole(page, `${locale} at ${width} px`, plan);
      }
      const backToTeachers = await say(navCatalogue, locale, 'backToTeachers');
      await page.goto('/app/teacher/maya');
      await page.locator('#topic-heading').waitFor();
      for (const width of [PHONE_WIDTH, 320]) {
        await page.setViewportSize({ width, height: 844 });
        await expectTopicChooserWhole(page, `${locale}, the topics, at ${width} px`, backToTeachers);
      }
      await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
    }
    await context.close();
    // Seven interface languages, each at two widths and on two screens: more than the browser suites' 60 s on a loaded two-core machine.
  }, 150_000);
});
