/**
 * A page's title and description in the interface language. Loaded only when the interface is not English,
 * so the landing page's entry chunk carries no other page's words. A meta that is not one of
 * src/shared/page-meta.ts's (a teacher's own page) is kept as given: its words come from where it was made.
 */
import { translate } from '#/shared/i18n/catalogue';
import type { Locale } from '#/shared/i18n/locales';
import { MONTHLY_PRICE_USD, YEARLY_PRICE_USD, YEARLY_SAVINGS_USD } from '#/shared/plans';
import { type PageMeta, pageMeta } from '#/shared/page-meta';
import { makeFormatters } from '#/web/i18n/use-formatters';
import { policiesEffectiveDate } from '#/web/lib/policies-effective-date';
import { pageMetaCatalogue } from './messages/catalogue';

export type PageName = keyof typeof pageMeta;

/** What the titles and descriptions put in: prices in US dollars and the policies' date, in `locale`. */
export function pageMetaValues(locale: Locale) {
  const format = makeFormatters(locale);
  return { monthly: format.price(MONTHLY_PRICE_USD), yearly: format.price(YEARLY_PRICE_USD), saving: format.price(YEARLY_SAVINGS_USD), date: policiesEffectiveDate(locale) };
}

export function pageNameOf(meta: PageMeta): PageName | undefined {
  return (Object.keys(pageMeta) as PageName[]).find((name) => pageMeta[name].title === meta.title && pageMeta[name].description === meta.description);
}

export function translatePageMeta(name: PageName, locale: Locale): PageMeta {
  const values = pageMetaValues(locale);
  return { title: translate(pageMetaCatalogue, locale, `${name}Title`, values), description: translate(pageMetaCatalogue, locale, `${name}Description`, values) };
}

export async function loadPageMeta(meta: PageMeta, locale: Locale): Promise<PageMeta> {
  const name = pageNameOf(meta);
  if (!name) return meta;
  await pageMetaCatalogue.load(locale);
  return translatePageMeta(name, locale);
}
