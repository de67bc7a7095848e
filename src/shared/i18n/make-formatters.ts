/** Dates, numbers and prices in an interface language. Prices stay in US dollars in every language. */
import { formatSmallPrice } from './format-number';
import { formatTimeOfDay } from './format-time';
import type { Locale } from './locales';

export function makeFormatters(locale: Locale) {
  return {
    locale,
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => new Intl.DateTimeFormat(locale, options).format(new Date(value)),
    /** The hour and minutes (3:04 PM, 15:04), as a message shows when it was sent. */
    timeOfDay: (value: Date | string | number) => formatTimeOfDay(locale, value),
    number: (value: number, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options).format(value),
    /** US dollars, with cents only when there are any ($9, $75, $6.25). */
    price: (dollars: number) =>
      formatSmallPrice(locale, dollars) ??
      new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 }).format(dollars),
  };
}
