/**
 * The interface language of a request: its Accept-Language header, which Parley's browser client sets to
 * the language on screen (a browser's own header, for a page opened from an email, names its languages).
 * Nothing Parley speaks: English.
 */
import type { Context } from 'hono';
import type { Locale } from '#/shared/i18n/locales';
import { negotiateLocale, parseAcceptLanguage } from '#/shared/i18n/negotiate-locale';

export function localeOfHeaders(headers: Headers | null | undefined): Locale {
  return negotiateLocale(parseAcceptLanguage(headers?.get('accept-language')));
}

export function requestLocale(c: Context): Locale {
  return negotiateLocale(parseAcceptLanguage(c.req.header('accept-language')));
}
