/**
 * The language a page's first HTML is in: the one the browser will start in (src/web/i18n/locale-store.ts) as
 * far as the server can see it. A link's `?lang=` first, then the choice saved on this device (mirrored in a
 * cookie, as localStorage never reaches a server), then the browser's languages (Accept-Language).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE } from '#/shared/i18n/locale-cookie';
import { isLocale, type Locale } from '#/shared/i18n/locales';
import { requestLocale } from './request-locale';

export function pageLocale(c: Context): Locale {
  const linked = c.req.query('lang');
  if (isLocale(linked)) return linked;
  const chosen = getCookie(c, LOCALE_COOKIE);
  return isLocale(chosen) ? chosen : requestLocale(c);
}

/** What the first HTML depends on besides its address, for any cache between the server and the browser. */
export const PAGE_LOCALE_VARY = 'Accept-Language, Cookie';
