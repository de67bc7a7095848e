/**
 * The small page an emailed unsubscribe link opens: served by the server itself, so it works signed out,
 * with no JavaScript, and in any mail client's browser, in the language that browser asks for.
 */
import { DEFAULT_LOCALE, type Locale, localeDirection } from '#/shared/i18n/locales';
import { type MailTextKey, mailText } from '../../mail/mail-text';

export type UnsubscribePage = 'unsubscribed' | 'unknown-link';

const PAGES: Record<UnsubscribePage, { title: MailTextKey; heading: MailTextKey; body: MailTextKey; link: MailTextKey }> = {
  unsubscribed: { title: 'unsubscribedTitle', heading: 'unsubscribedHeading', body: 'unsubscribedBody', link: 'unsubscribedLink' },
  'unknown-link': { title: 'unknownLinkTitle', heading: 'unknownLinkHeading', body: 'unknownLinkBody', link: 'unknownLinkAction' },
};

export function renderUnsubscribePage(page: UnsubscribePage, appUrl: string, locale: Locale = DEFAULT_LOCALE): string {
  const [title, heading, body, link] = [PAGES[page].title, PAGES[page].heading, PAGES[page].body, PAGES[page].link].map((key) => mailText(locale, key));
  const todayUrl = `${appUrl}/app/today`;
  return `<!doctype html>
<html lang="${locale}" dir="${localeDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", sans-serif; color: #0f172a; background: #f8fafc; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem 1.5rem; background: #fff; border-radius: 0.75rem; box-shadow: 0 1px 2px rgb(15 23 42 / 0.08); }
  h1 { font-size: 1.375rem; margin: 0 0 1rem; }
  p { line-height: 1.5; margin: 0 0 1.5rem; }
  a { display: inline-block; background: #4f46e5; color: #fff; padding: 0.75rem 1.25rem; border-radius: 0.5rem; font-weight: 600; text-decoration: none; }
  a:hover { background: #4338ca; }
  a:focus-visible { outline: 2px solid #4f46e5; outline-offset: 2px; }
  footer { margin-top: 2rem; font-size: 0.8125rem; color: #64748b; }
  @media (max-width: 30rem) { main { margin: 1rem; } }
</style>
</head>
<body>
<main>
<h1>${heading}</h1>
<p>${body}</p>
<a href="${todayUrl}">${link}</a>
<footer>${mailText(locale, 'tagline')}</footer>
</main>
</body>
</html>
`;
}
