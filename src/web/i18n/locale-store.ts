/**
 * The interface language of this tab: a link's, the one chosen on this device, or else the browser's first
 * language Parley speaks. Changing it loads the translations of every screen loaded so far first, so nothing
 * on the page flashes back to English or suspends while the words arrive.
 */
import { loadDefinedCatalogues } from '#/shared/i18n/catalogue';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '#/shared/i18n/locale-cookie';
import { isLocale, type Locale, localeDirection } from '#/shared/i18n/locales';
import { negotiateLocale } from '#/shared/i18n/negotiate-locale';

const STORAGE_KEY = 'parley.locale';

let current: Locale = 'en';
const listeners = new Set<() => void>();

/** Keeps the choice on this device, and tells the server in a cookie so the next first HTML is in it too. */
function rememberLocale(locale: Locale) {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // storage blocked: the choice lasts for this tab
  }
  writeLocaleCookie(locale);
}

function writeLocaleCookie(locale: Locale) {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari, and this cookie holds no secret
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

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
  rememberLocale(linked);
  return linked;
}

/** The language to start in: a link's, else this device's choice, else the browser's languages. */
export function readStartingLocale(): Locale {
  const linked = readLinkedLocale();
  if (linked) return linked;
  const stored = readStoredLocale();
  if (stored) {
    writeLocaleCookie(stored); // a choice made before the cookie existed reaches the server from now on
    return stored;
  }
  return negotiateLocale(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]));
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
  if (remember) rememberLocale(locale);
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
