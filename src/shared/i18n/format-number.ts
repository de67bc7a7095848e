/**
 * Whole numbers under 1,000 and US-dollar prices under $1,000, as Intl formats them in the interface
 * languages, without making an Intl formatter: the first Intl.NumberFormat a page makes loads the browser's
 * locale data, 70-110 ms of the main thread in Chromium on our machines, and the landing page's first render
 * shows only such numbers (a message count, $9, $75). The patterns are data; format-number.test.ts checks
 * each against Intl in every interface language. Anything else (larger, negative, fractional counts, a
 * language with no pattern) is formatted by Intl.
 */
import type { Locale } from './locales';

type PricePattern = { before: string; after: string; decimal: '.' | ',' };

const NBSP = '\u00a0';
/** USD with currencyDisplay 'narrowSymbol', as ICU writes it in each interface language. */
const USD_PATTERNS: Record<Locale, PricePattern> = {
  en: { before: '$', after: '', decimal: '.' },
  es: { before: '', after: `${NBSP}$`, decimal: ',' },
  'pt-BR': { before: `$${NBSP}`, after: '', decimal: ',' },
  fr: { before: '', after: `${NBSP}$`, decimal: ',' },
  'zh-CN': { before: '$', after: '', decimal: '.' },
  ja: { before: '$', after: '', decimal: '.' },
  // A right-to-left mark first, so the number stays before its symbol in Arabic text.
  ar: { before: '\u200f', after: `${NBSP}US$`, decimal: '.' },
};

const isSmallWhole = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** `value`'s digits when they are all Intl would write in an interface language (a whole number 0-999), else null. */
export function formatSmallWhole(value: number): string | null {
  return isSmallWhole(value) ? String(value) : null;
}

/** US dollars, cents only when there are any ($9, $6.25), for prices under $1,000; else null. */
export function formatSmallPrice(locale: Locale, dollars: number): string | null {
  const pattern = USD_PATTERNS[locale];
  const cents = Math.round(dollars * 100);
  if (!pattern || cents < 0 || cents >= 100_000 || Math.abs(cents - dollars * 100) > 1e-6) return null;
  const whole = Math.floor(cents / 100);
  const digits = cents % 100 === 0 ? String(whole) : `${whole}${pattern.decimal}${String(cents % 100).padStart(2, '0')}`;
  return `${pattern.before}${digits}${pattern.after}`;
}
