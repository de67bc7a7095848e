/** A sentence of Parley's emails (./messages) in the reader's language. */
import { translate } from '#/shared/i18n/catalogue';
import type { MessageValues } from '#/shared/i18n/format-message';
import type { Locale } from '#/shared/i18n/locales';
import { mailCatalogue } from './messages/catalogue';
import type en from './messages/en';

export type MailTextKey = keyof typeof en & string;

export function mailText(locale: Locale, key: MailTextKey, values?: MessageValues<never>): string {
  return translate(mailCatalogue, locale, key, values);
}
