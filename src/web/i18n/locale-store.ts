/**
 * The interface language of this tab: a link's, the one chosen on this device, or else the browser's first
 * language Parley speaks. Changing it loads the translations of every screen loaded so far first, so nothing
 * on the page flashes back to English or suspends while the words arrive.
 */
import { loadDefinedCatalogues } from '#/shared/i18n/catalogue';
import { isLocale, type Locale, localeDirection } from '#/shared/i18n/locales';
import { negotiateLocale } from '#/shared/i18n/negotiate-locale';

const STORAGE_KEY = 'parley.locale';

let current: Locale = 'en';
const listeners = new Set<() => void>();

function readStoredLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null; // storage blocked: the browser's languages decide
  }
}

/** A link that names its language (`?lang=ar`, as the emails' links do): it wins, and is remembered. */
function readLinkedLocale(): Locale | null {
  if (typeof location === 'undefined') return null;
  const linked = new URLSearchParams(location.search).get('lang');
  if (!isLocale(linked)) return null;
  try {
    localStorage.setItem(STORAGE_KEY, linked);
  } catch {
    // storage blocked: the link's language lasts for this tab
  }
  return linked;
}

/** The language to start in: a link's, else this device's choice, else the browser's languages. */
export function readStartingLocale(): Locale {
  return readLinkedLocale() ?? readStoredLocale() ?? negotiateLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
}

export function hasChosenLocaleOnThisDevice(): boolean {
  return readStoredLocale() !== null;
}

function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  document.documentElement.dir = localeDirection(locale);
}

export function getLocale(): Locale {
  return current;
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the interface to `locale` once the screens' translations are here; `remember` keeps it on this device. */
export async function changeLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage blocked: the choice lasts for this tab
    }
  }
  await loadDefinedCatalogues(locale);
  if (locale === current) return;
  current = locale;
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

/** Sets the starting language before the first render (its translations load as screens ask for them). */
export function startInLocale(locale: Locale): void {
  current = locale;
  applyToDocument(locale);
}
