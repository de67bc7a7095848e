/**
 * A page's title and description in an interface language, from a catalogue of src/shared/page-meta/messages:
 * the server's (every language bundled) or the browser's (each loaded on demand). English is page-meta.ts's own
 * words, unchanged.
 */
import type { Catalogue } from '../i18n/catalogue';
import { translate } from '../i18n/catalogue';
import type { Locale } from '../i18n/locales';
import { makeFormatters } from '../i18n/make-formatters';
import { type PageMeta, type PageName, pageMeta } from '../page-meta';
import { MONTHLY_PRICE_USD, YEARLY_PRICE_USD, YEARLY_SAVINGS_USD } from '../plans';
import { policiesEffectiveDate } from '../policies-effective-date';
import type en from './messages/en';

export type PageMetaCatalogue = Catalogue<typeof en>;

/**
 * What the titles and descriptions put in: prices in US dollars and the policies' date, in `locale`. The date
 * is written only when a message asks for it (two pages' do): it makes the page's first Intl.DateTimeFormat,
 * whose locale data costs a slow phone over 100 ms of the main thread on every other page's first load.
 */
export function pageMetaValues(locale: Locale) {
  const format = makeFormatters(locale);
  return {
    monthly: format.price(MONTHLY_PRICE_USD),
    yearly: format.price(YEARLY_PRICE_USD),
    saving: format.price(YEARLY_SAVINGS_USD),
    get date() {
      return policiesEffectiveDate(locale);
    },
  };
}

export function translatePageMeta(catalogue: PageMetaCatalogue, name: PageName, locale: Locale): PageMeta {
  if (locale === 'en') return pageMeta[name];
  const values = pageMetaValues(locale);
  return { title: translate(catalogue, locale, `${name}Title`, values), description: translate(catalogue, locale, `${name}Description`, values) };
}
