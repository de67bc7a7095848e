/**
 * The subscription's words for plain functions: `t` from useT(subscriptionCatalogue), or English when a
 * caller has none (the unit tests). Plan names and dates come from here too.
 */
import type { Locale } from '#/shared/i18n/locales';
import { makeFormatters } from '#/shared/i18n/make-formatters';
import { makeTranslate, type Translate } from '#/web/i18n/use-t';
import en from './messages/en';

export type SubscriptionWords = Translate<typeof en>;

export const inEnglish: SubscriptionWords = makeTranslate('en', en, en);

/** A date as the subscription screens write it ("October 21, 2026" in English), or '—' when there is none. */
export function longDate(unixSeconds: number | null | undefined, locale: Locale = 'en'): string {
  return unixSeconds ? makeFormatters(locale).date(unixSeconds * 1000, { year: 'numeric', month: 'long', day: 'numeric' }) : '—';
}

const PLAN_NAMES = { 'Parley Unlimited (Monthly)': 'unlimitedMonthly', 'Parley Unlimited (Yearly)': 'unlimitedYearly', 'Unknown Plan': 'unknownPlan' } as const;

/** A plan name the server sent (src/shared/plans.ts planNameFor) in the interface language; product names stay as they are. */
export function planName(t: SubscriptionWords, name: string | null | undefined): string {
  if (!name) return '';
  const key = PLAN_NAMES[name as keyof typeof PLAN_NAMES];
  return key ? t(key) : name;
}
