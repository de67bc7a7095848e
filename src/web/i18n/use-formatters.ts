/** Dates, numbers and prices in the interface language on screen (src/shared/i18n/make-formatters.ts). */
import { useMemo } from 'react';
import { makeFormatters } from '#/shared/i18n/make-formatters';
import { useLocale } from './use-t';

export function useFormatters() {
  const locale = useLocale();
  return useMemo(() => makeFormatters(locale), [locale]);
}
