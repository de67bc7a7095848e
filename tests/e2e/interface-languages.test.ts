/**
 * Parley in the learner's own language (ADR 034): a phone whose browser speaks Spanish, and one that speaks
 * Arabic, open the landing page, sign in, chat, open the Notebook and their path. Every screen speaks that
 * language (no English catalogue text on screen, and the course units' titles and can-do statements, which the
 * server sends, in it too), Arabic runs right to left with no sideways scroll, the choice is saved
 * on the account, and an English browser still sees English.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { teachers } from '../../src/server/db/schema';
import { UNITS_BY_LANGUAGE, UNIT_TRANSLATIONS } from '../../src/server/features/course/units/all-units';
import { authPagesCatalogue } from '../../src/web/features/auth/pages/messages/catalogue';
import { conversationComponentsCatalogue } from '../../src/web/features/conversation/components/messages/catalogue';
import { navCatalogue } from '../../src/web/features/nav/messages/catalogue';
import { personaWordsCatalogue } from '../../src/web/features/persona-words/messages/catalogue';
import { authCatalogue } from '../../src/web/features/auth/messages/catalogue';
import type { Catalogue, Messages } from '../../src/shared/i18n/catalogue';
import { translate } from '../../src/shared/i18n/catalogue';
import type { TranslatedLocale } from '../../src/shared/i18n/locales';
import { openPage } from '../support/browser';
import { englishOnScreen } from '../support/english-on-screen';
import { createAccount } from '../support/sign-in-page';
import { browserForFile, testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();
const browser = browserForFile();
const PHONE_WIDTH = 390;
let topic: string;

beforeAll(async () => {
  const [maya] = await server.deps.db.select().from(teachers).where(eq(teachers.slug, 'maya'));
  topic = maya!.conversationCategories[0]!;
});

async function say<M extends Messages>(catalogue: Catalogue<M>, locale: TranslatedLocale, key: keyof M & string) {
  await catalogue.load(locale);
  return translate(catalogue, locale, key);
}

async function expectSpoken(page: Page, locale: TranslatedLocale, where: string) {
  await page.waitForLoadState('networkidle');
  expect(await englishOnScreen(page, locale), `English on ${where} in ${locale}`).toEqual([]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${where} scrolls sideways in ${locale}`).toBeLessThanOrEqual(PHONE_WIDTH);
}

const journeys = [
  { locale: 'es', browserLocale: 'es-ES', dir: 'ltr' },
  { locale: 'ar', browserLocale: 'ar-EG', dir: 'rtl' },
] as const;

describe('the interface in the learner’s language, on a phone', () => {
  for (const { locale, browserLocale, dir } of journeys) {
    it(`${locale}: landing, sign in, chat, Notebook and path speak ${locale}${dir === 'rtl' ? ', right to left' : ''}`, async () => {
      const email = `interface-${locale}@parley.test`;
      await createAccount(server.url, email);
      const { page, context } = await openPage(browser, { baseURL: server.url, isMobile: true, locale: browserLocale });

      await page.goto('/');
      await page.getByRole('button', { name: await say(authCatalogue, locale, 'startSpeakingEnglish') }).waitFor();
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([locale, dir]);
      await expectSpoken(page, locale, 'the landing page');

      await page.goto('/auth/signin');
      await page.getByLabel(await say(authCatalogue, locale, 'emailLabel')).fill(email);
      await page.getByLabel(await say(authCatalogue, locale, 'passwordLabel'), { exact: true }).fill('my-password');
      await expectSpoken(page, locale, 'the sign-in page');
      await page.getByRole('button', { name: await say(authPagesCatalogue, locale, 'signIn'), exact: true }).click();
      await page.waitForURL('**/app');
      await page.getByRole('navigation', { name: await say(navCatalogue, locale, 'mainNav') }).waitFor();
      await expectSpoken(page, locale, '/app');
      // The teachers' titles come from the server in English and show in the interface language.
      await page.getByText(await say(personaWordsCatalogue, locale, 'mayaTitle'), { exact: true }).waitFor();

      // The device's language is saved on the new account (its emails will speak it).
      await expect.poll(async () => (await page.evaluate(() => fetch('/api/me/profile').then((r) => r.json()))).profile.locale).toBe(locale);

      await page.goto(`/app/teacher/maya?topic=${encodeURIComponent(topic)}`);
      const box = page.getByLabel(await say(conversationComponentsCatalogue, locale, 'yourMessage'));
      await box.fill('I would like to practise ordering food.');
      await page.getByRole('button', { name: await say(conversationComponentsCatalogue, locale, 'send'), exact: true }).click();
      const mine = page.getByText('I would like to practise ordering food.');
      await mine.waitFor();
      await expect.poll(() => page.getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2); // mine and the reply
      await expectSpoken(page, locale, 'the chat');
      // So does the topic, while the one sent to the server stays English.
      const topicKey = Object.entries(personaWordsCatalogue.english).find(([, english]) => english === topic)![0] as keyof typeof personaWordsCatalogue.english;
      await page.getByText(await say(personaWordsCatalogue, locale, topicKey), { exact: true }).first().waitFor();
      expect(new URL(page.url()).searchParams.get('topic')).toBe(topic);
      if (dir === 'rtl') {
        // The learner's bubble sits on the end side: the left, in Arabic.
        const [myBox, pageWidth] = await Promise.all([mine.boundingBox(), page.evaluate(() => document.documentElement.clientWidth)]);
        expect(myBox!.x + myBox!.width / 2).toBeLessThan(pageWidth / 2);
      }

      await page.getByRole('button', { name: await say(navCatalogue, locale, 'openAccountMenu') }).click();
      await page.getByRole('menuitem', { name: await say(navCatalogue, locale, 'notebook') }).click();
      await page.waitForURL('**/app/notebook');
      await expectSpoken(page, locale, 'the Notebook');

      // The path: the units the server sends (titles, can-do statements) in the language too.
      const [firstUnit] = UNITS_BY_LANGUAGE.en;
      await page.goto('/app/path');
      await page.getByRole('heading', { name: UNIT_TRANSLATIONS[locale][firstUnit!.id]![firstUnit!.title], exact: true }).waitFor();
      await page.getByText(UNIT_TRANSLATIONS[locale][firstUnit!.id]![firstUnit!.canDo[0]!]!, { exact: true }).waitFor();
      await expectSpoken(page, locale, 'the path');
      // Another language chosen in the account menu asks the server again: the units follow it at once.
      await page.getByRole('button', { name: await say(navCatalogue, locale, 'openAccountMenu') }).click();
      // The menu's own select (its label's words are checked on every screen above; here only that choosing works).
      await page.getByRole('menu').locator('select').selectOption('fr');
      await page.getByRole('heading', { name: UNIT_TRANSLATIONS.fr[firstUnit!.id]![firstUnit!.title], exact: true }).waitFor();
      await context.close();
    });
  }

  it('an English browser still sees English, left to right', async () => {
    const { page, context } = await openPage(browser, { baseURL: server.url, isMobile: true, locale: 'en-US' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Speaking English' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['en', 'ltr']);
    // Choosing another language in the footer switches at once, and a reload keeps it.
    await page.getByLabel('Language', { exact: true }).selectOption('pt-BR');
    await page.getByRole('button', { name: await say(authCatalogue, 'pt-BR', 'startSpeakingEnglish') }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: await say(authCatalogue, 'pt-BR', 'startSpeakingEnglish') }).waitFor();
    // The server's first HTML follows the choice too: the page keeps it in a cookie the server reads, and the
    // browser still asks for English.
    const firstHtml = await (await page.request.get('/', { headers: { 'Accept-Language': 'en-US' } })).text();
    expect(/<html[^>]*>/.exec(firstHtml)?.[0]).toBe('<html lang="pt-BR">');
    await context.close();
  });
});
