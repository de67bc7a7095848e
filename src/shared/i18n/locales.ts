/**
 * The interface languages. English is the default and the source of every message; the others are
 * translations written and reviewed by people (docs/decisions/034-interface-languages.md).
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'zh-CN', name: '简体中文', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];
/** Every interface language but English, the source language: each needs a translation of every message. */
export type TranslatedLocale = Exclude<Locale, 'en'>;

export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_CODES: readonly Locale[] = LOCALES.map((locale) => locale.code);
export const TRANSLATED_LOCALES = LOCALE_CODES.filter((code): code is TranslatedLocale => code !== DEFAULT_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return LOCALES.find((entry) => entry.code === locale)?.dir ?? 'ltr';
}

export function localeName(locale: Locale): string {
  return LOCALES.find((entry) => entry.code === locale)?.name ?? locale;
}
