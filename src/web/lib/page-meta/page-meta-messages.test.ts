import { describe, expect, it } from 'vitest';
import { formatMessage } from '#/shared/i18n/format-message';
import { type PageName, pageMeta } from '#/shared/page-meta';
import en from '#/shared/page-meta/messages/en';
import { pageMetaValues, translatePageMeta } from '#/shared/page-meta/translate-page-meta';
import { pageMetaCatalogue } from './messages/catalogue';
import { pageNameOf } from './translate-page-meta';

const names = Object.keys(pageMeta) as PageName[];

describe('the page titles and descriptions in the interface languages', () => {
  it('say in English exactly what src/shared/page-meta.ts (and so the server) says, page by page', () => {
    const values = pageMetaValues('en');
    for (const name of names) {
      expect(formatMessage('en', en[`${name}Title`], values), name).toBe(pageMeta[name].title);
      expect(formatMessage('en', en[`${name}Description`], values), name).toBe(pageMeta[name].description);
    }
    expect(Object.keys(en).sort()).toEqual(names.flatMap((name) => [`${name}Title`, `${name}Description`]).sort());
  });

  it('find a page by its English words, and none for a meta made elsewhere', () => {
    expect(pageNameOf({ ...pageMeta.review })).toBe('review');
    expect(pageNameOf({ title: 'Maya — Pronunciation coach | Parley', description: 'Maya helps you sound clear.' })).toBeUndefined();
  });

  it('put the prices and the policies’ date in the language’s own form', async () => {
    await pageMetaCatalogue.load('es');
    expect(translatePageMeta(pageMetaCatalogue, 'privacy', 'es').description).toContain('18 de junio de 2025');
    expect(translatePageMeta(pageMetaCatalogue, 'pricing', 'es').title).toMatch(/^Precios: 9\s\$ al mes o 75\s\$ al año \| Parley$/);
  });

  it('make a date formatter only for a page whose words hold the date (its locale data is a slow first load)', async () => {
    await pageMetaCatalogue.load('ar');
    const RealDateTimeFormat = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct: (target, args) => {
        made++;
        return new target(...(args as ConstructorParameters<typeof Intl.DateTimeFormat>));
      },
    });
    try {
      for (const name of names.filter((page) => page !== 'privacy' && page !== 'terms')) translatePageMeta(pageMetaCatalogue, name, 'ar');
      expect(made).toBe(0);
      expect(translatePageMeta(pageMetaCatalogue, 'terms', 'ar').description).toContain('2025');
      expect(made).toBe(1);
    } finally {
      Intl.DateTimeFormat = RealDateTimeFormat;
    }
  });
});
