import { POLICIES_EFFECTIVE_DATE } from './constants';
import type { Locale } from './i18n/locales';

/** The Privacy Policy's and Terms' effective date: as written in English, as a long date in `locale`'s words otherwise. */
export function policiesEffectiveDate(locale: Locale): string {
  if (locale === 'en') return POLICIES_EFFECTIVE_DATE;
  const date = new Date(POLICIES_EFFECTIVE_DATE);
  return Number.isNaN(date.getTime()) ? POLICIES_EFFECTIVE_DATE : new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}
