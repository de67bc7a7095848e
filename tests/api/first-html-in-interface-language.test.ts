/**
 * The first HTML of a page in the language the browser will show (ADR 034): a link's `?lang=`, else the
 * choice saved on the device (its cookie), else Accept-Language; title, description, sharing tags and
 * `<html lang dir>` in it, English word for word as before, and a cache told what the page depends on.
 */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../support/http-client';
import { testServerForFile } from '../support/test-server-for-file';

const server = testServerForFile();

async function firstHtml(path: string, headers: Record<string, string> = {}) {
  const response = await createHttpClient(server.url).request(path, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/text\/html/);
  return { html: response.body as string, vary: response.headers.get('vary') ?? '' };
}

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const titleOf = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const descriptionOf = (html: string) => tag(html, /<meta name="description" content="([^"]*)"/);
const ogTitleOf = (html: string) => tag(html, /<meta property="og:title" content="([^"]*)"/);
const ogDescriptionOf = (html: string) => tag(html, /<meta property="og:description" content="([^"]*)"/);
const twitterTitleOf = (html: string) => tag(html, /<meta name="twitter:title" content="([^"]*)"/);
const htmlElementOf = (html: string) => tag(html, /(<html[^>]*>)/);

describe('the first HTML of a page', () => {
  it('is in Spanish for a browser that asks for Spanish', async () => {
    const { html, vary } = await firstHtml('/auth/signin', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(htmlElementOf(html)).toBe('<html lang="es">');
    expect(titleOf(html)).toBe('Inicia sesión o crea tu cuenta | Parley');
    expect(descriptionOf(html)).toBe('Inicia sesión en Parley con tu correo o tu cuenta de Google, o crea una cuenta gratuita para empezar a hablar con profesores de idiomas de IA.');
    expect(ogTitleOf(html)).toBe('Inicia sesión o crea tu cuenta | Parley');
    expect(ogDescriptionOf(html)).toBe(descriptionOf(html));
    expect(twitterTitleOf(html)).toBe('Inicia sesión o crea tu cuenta | Parley');
    expect(vary).toMatch(/Accept-Language/i);
  });

  it('puts prices and dates in the language’s own form', async () => {
    const { html } = await firstHtml('/pricing', { 'Accept-Language': 'es' });
    expect(titleOf(html)).toMatch(/^Precios: 9\s\$ al mes o 75\s\$ al año \| Parley$/);
    const privacy = await firstHtml('/privacy', { 'Accept-Language': 'es' });
    expect(descriptionOf(privacy.html)).toMatch(/En vigor desde el 18 de junio de 2025\.$/);
  });

  it('is in Arabic, right to left, for a link that names Arabic, whatever the browser asks for', async () => {
    const { html } = await firstHtml('/?lang=ar', { 'Accept-Language': 'en-US,en;q=0.9' });
    expect(htmlElementOf(html)).toBe('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('Parley: تحدّث لغة جديدة مع معلّمين بالذكاء الاصطناعي');
    expect(descriptionOf(html)).toBe(
      'تدرّب على التحدث بالإنجليزية والإسبانية بصوت عالٍ مع معلّمين صبورين بالذكاء الاصطناعي. احصل على تصحيحات لطيفة ومفردات جديدة ونصائح نحوية. جرّب العرض التجريبي المجاني الآن.',
    );
    expect(ogTitleOf(html)).toBe(titleOf(html));
    expect(ogDescriptionOf(html)).toBe(descriptionOf(html));
  });

  it('follows the language chosen on the device (its cookie) over the browser’s languages, and tells caches so', async () => {
    const { html, vary } = await firstHtml('/app/review', { 'Accept-Language': 'es', Cookie: 'parley_locale=ar' });
    expect(htmlElementOf(html)).toBe('<html lang="ar" dir="rtl">');
    expect(titleOf(html)).toBe('المراجعة | Parley');
    expect(vary).toMatch(/Cookie/i);
    expect(vary).toMatch(/Accept-Language/i);
  });

  it('ignores a cookie or a link naming a language Parley does not speak', async () => {
    const { html } = await firstHtml('/app/review?lang=de', { 'Accept-Language': 'es', Cookie: 'parley_locale=xx' });
    expect(htmlElementOf(html)).toBe('<html lang="es">');
    expect(titleOf(html)).toBe('Repaso | Parley');
  });

  it('is in English word for word as before, with no direction, for English and for languages Parley does not speak', async () => {
    const browsers: Record<string, string>[] = [{}, { 'Accept-Language': 'en-GB' }, { 'Accept-Language': 'de-DE,ru;q=0.8' }];
    for (const headers of browsers) {
      const home = (await firstHtml('/', headers)).html;
      expect(htmlElementOf(home)).toBe('<html lang="en">');
      expect(titleOf(home)).toBe('Parley — Speak a new language with AI teachers');
      expect(descriptionOf(home)).toBe(
        'Practise speaking English and Spanish out loud with patient AI teachers. Get gentle corrections, new vocabulary and grammar tips. Try the free demo now.',
      );
      expect(ogTitleOf(home)).toBe('Parley — Speak a new language with AI teachers');
      const pricing = (await firstHtml('/pricing', headers)).html;
      expect(titleOf(pricing)).toBe('Pricing — $9 a month or $75 a year | Parley');
      expect(descriptionOf(pricing)).toBe('Unlimited conversations with every Parley AI teacher for $9 a month, or $75 a year and save $33. Start free, no credit card required.');
      const privacy = (await firstHtml('/privacy', headers)).html;
      expect(descriptionOf(privacy)).toBe('How Parley collects, uses and protects your data when you practise speaking with our AI language teachers. Effective June 18, 2025.');
    }
  });
});
