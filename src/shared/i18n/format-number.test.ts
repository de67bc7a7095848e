import { describe, expect, it } from 'vitest';
import { formatSmallPrice, formatSmallWhole } from './format-number';
import { LOCALE_CODES } from './locales';

const intlPrice = (locale: string, dollars: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 }).format(dollars);

describe('numbers formatted without Intl', () => {
  it.each(LOCALE_CODES.map((locale) => [locale]))('writes every whole number under 1,000 as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (let value = 0; value < 1000; value++) expect(formatSmallWhole(value)).toBe(intl.format(value));
  });

  it('leaves larger, negative and fractional numbers to Intl', () => {
    for (const value of [1000, 12_345, -1, 2.5, Number.NaN]) expect(formatSmallWhole(value)).toBeNull();
  });

  it.each(LOCALE_CODES.map((locale) => [locale]))('writes prices under $1,000 as Intl does in %s', (locale) => {
    for (const dollars of [0, 0.5, 1, 6.25, 9, 9.99, 75, 99.9, 120, 999.99]) expect(formatSmallPrice(locale, dollars)).toBe(intlPrice(locale, dollars));
  });

  it('leaves $1,000 and over, negative prices and fractions of a cent to Intl', () => {
    for (const dollars of [1000, 2500, -9, 6.125]) expect(formatSmallPrice('en', dollars)).toBeNull();
  });
});
