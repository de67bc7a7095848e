/**
 * A screen's messages in the interface language: `const t = useT(catalogue)`, then `t('key')`,
 * `t('key', { count })`, and `t.rich('key', { link: (text) => <Link>{text}</Link> })` for messages with tags.
 * A translation not yet loaded suspends the screen (its page's Suspense shows the spinner) until it is, with
 * every other catalogue the code loaded so far defines.
 */
import { createElement, Fragment, type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { type Catalogue, loadDefinedCatalogues, type Messages, type Translation } from '#/shared/i18n/catalogue';
import { formatMessage, formatMessageToParts, type MessageValues } from '#/shared/i18n/format-message';
import type { Locale } from '#/shared/i18n/locales';
import { getLocale, subscribeToLocale } from './locale-store';

export type Translate<M extends Messages> = ((key: keyof M & string, values?: MessageValues<never>) => string) & {
  rich: (key: keyof M & string, values: MessageValues<ReactNode>) => ReactNode;
  locale: Locale;
};

export function useLocale(): Locale {
  return useSyncExternalStore(subscribeToLocale, getLocale, getLocale);
}

export function makeTranslate<M extends Messages>(locale: Locale, english: M, messages: Translation<M>): Translate<M> {
  const pattern = (key: keyof M & string) => messages[key] ?? english[key] ?? key;
  const t = (key: keyof M & string, values?: MessageValues<never>) => formatMessage(locale, pattern(key), values);
  t.rich = (key: keyof M & string, values: MessageValues<ReactNode>) =>
    createElement(Fragment, null, ...formatMessageToParts<ReactNode>(locale, pattern(key), values));
  t.locale = locale;
  return t;
}

export function useT<M extends Messages>(catalogue: Catalogue<M>): Translate<M> {
  const locale = useLocale();
  const messages = catalogue.messagesIn(locale);
  // Suspends once for the whole page just loaded: every catalogue its code defined loads together.
  if (!messages) throw loadDefinedCatalogues(locale);
  return useMemo(() => makeTranslate(locale, catalogue.english, messages), [locale, catalogue, messages]);
}
