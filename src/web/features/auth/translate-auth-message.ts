/**
 * The shared validation messages (src/shared/auth-validation.ts) are English for the server as well: the
 * browser finds a message's key by its English and shows it in the interface language. Any other text (a
 * server's answer) is shown as it came.
 */
import { authMessages } from '#/shared/auth-validation';
import { MIN_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH_IN_COPY } from '#/shared/constants';
import type { Translate } from '#/web/i18n/use-t';
import type en from './messages/en';

type AuthMessageKey = keyof typeof authMessages;

export function translateAuthMessage(t: Translate<typeof en>, message: string): string {
  const key = (Object.keys(authMessages) as AuthMessageKey[]).find((name) => authMessages[name] === message);
  return key ? t(key, { min: MIN_PASSWORD_LENGTH, minInCopy: MIN_PASSWORD_LENGTH_IN_COPY }) : message;
}
