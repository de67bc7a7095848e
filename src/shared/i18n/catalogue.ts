/**
 * A catalogue: one screen's (or one email's) messages in English, the source language, and their
 * translations. English is bundled with the code that uses it; a translation is either bundled (the
 * server's) or loaded on first use (the browser's, so a page ships only its own language).
 */
import { formatMessage, type MessageValues } from './format-message';
import { DEFAULT_LOCALE, type Locale, TRANSLATED_LOCALES, type TranslatedLocale } from './locales';

export type Messages = Readonly<Record<string, string>>;
/** Every key of the English messages, and no other. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };
type TranslationSource<M extends Messages> = Translation<M> | (() => Promise<Translation<M> | { default: Translation<M> }>);

export interface Catalogue<M extends Messages> {
  readonly english: M;
  readonly locales: readonly TranslatedLocale[];
  /** The messages in `locale`, or undefined while a translation is still to load. */
  messagesIn(locale: Locale): Translation<M> | undefined;
  /** Loads `locale`'s translation; resolves (with English in its place) even when it cannot be fetched. */
  load(locale: Locale): Promise<void>;
}

/** Every catalogue defined so far: in the browser, those of the code loaded so far (the entry and the pages opened). */
const defined = new Set<Catalogue<Messages>>();

/**
 * Loads `locale`'s translation of every catalogue defined so far, together: a page's catalogues arrive in
 * one round trip rather than one after another as each of its parts first renders.
 */
export function loadDefinedCatalogues(locale: Locale): Promise<void> {
  return Promise.all([...defined].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}

export function defineCatalogue<M extends Messages>(english: M, translations: Partial<Record<TranslatedLocale, TranslationSource<M>>>): Catalogue<M> {
  const catalogue = createCatalogue(english, translations);
  defined.add(catalogue as unknown as Catalogue<Messages>);
  return catalogue;
}

function createCatalogue<M extends Messages>(english: M, translations: Partial<Record<TranslatedLocale, TranslationSource<M>>>): Catalogue<M> {
  const loaded = new Map<Locale, Translation<M>>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Promise<void>>();
  for (const [locale, source] of Object.entries(translations) as [TranslatedLocale, TranslationSource<M>][]) {
    if (typeof source !== 'function') loaded.set(locale, source);
  }
  return {
    english,
    locales: TRANSLATED_LOCALES.filter((locale) => translations[locale] !== undefined),
    messagesIn: (locale) => loaded.get(locale) ?? (translations[locale as TranslatedLocale] ? undefined : english),
    load(locale) {
      if (loaded.has(locale)) return Promise.resolve();
      const source = translations[locale as TranslatedLocale];
      if (typeof source !== 'function') return Promise.resolve();
      let promise = pending.get(locale);
      if (!promise) {
        promise = source()
          .then((module) => {
            loaded.set(locale, 'default' in module && typeof module.default === 'object' ? (module.default as Translation<M>) : (module as Translation<M>));
          })
          .catch((error: unknown) => {
            console.warn(`[i18n] the ${locale} messages could not be loaded, so English is shown:`, error);
            loaded.set(locale, english);
          });
        pending.set(locale, promise);
      }
      return promise;
    },
  };
}

/** A message as text in `locale`, from a catalogue whose translation is bundled or already loaded. */
export function translate<M extends Messages>(catalogue: Catalogue<M>, locale: Locale, key: keyof M & string, values?: MessageValues<never>): string {
  const messages = catalogue.messagesIn(locale) ?? catalogue.english;
  return formatMessage(locale, messages[key] ?? catalogue.english[key] ?? key, values);
}

/** Maps files named by locale (`./es.ts`, `./pt-BR.ts`, from `import.meta.glob`) to their loaders. */
export function translationsByFile<M extends Messages>(files: Record<string, () => Promise<unknown>>): Partial<Record<TranslatedLocale, () => Promise<{ default: Translation<M> }>>> {
  const byLocale: Partial<Record<TranslatedLocale, () => Promise<{ default: Translation<M> }>>> = {};
  for (const [path, loader] of Object.entries(files)) {
    const name = /([^/]+)\.tsx?$/.exec(path)?.[1];
    const locale = TRANSLATED_LOCALES.find((code) => code === name);
    if (locale) byLocale[locale] = loader as () => Promise<{ default: Translation<M> }>;
  }
  return byLocale;
}
