/**
 * A page's title and description in the interface language. Loaded only when the interface is not English,
 * so the landing page's entry chunk carries no other page's words. A meta that is not one of
 * src/shared/page-meta.ts's (a teacher's own page) is kept as given: its words come from where it was made.
 */
import type { Locale } from '#/shared/i18n/locales';
import { type PageMeta, type PageName, pageMeta } from '#/shared/page-meta';
import { translatePageMeta } from '#/shared/page-meta/translate-page-meta';
import { pageMetaCatalogue } from './messages/catalogue';

export function pageNameOf(meta: PageMeta): PageName | undefined {
  return (Object.keys(pageMeta) as PageName[]).find((name) => pageMeta[name].title === meta.title && pageMeta[name].description === meta.description);
}

export async function loadPageMeta(meta: PageMeta, locale: Locale): Promise<PageMeta> {
  const name = pageNameOf(meta);
  if (!name) return meta;
  await pageMetaCatalogue.load(locale);
  return translatePageMeta(pageMetaCatalogue, name, locale);
}
