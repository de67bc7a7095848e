import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { makeTranslate, type Translate } from '#/web/i18n/use-t';
import en from './messages/en';

const inEnglish = makeTranslate('en', en, en);

/** Shown from limit − 1 messages on; null while there is nothing to warn about. `t`: the banner's words (English by default). */
export function freeMessageBannerText(messageCount: number, limit = FREE_MESSAGE_LIMIT, t: Translate<typeof en> = inEnglish): string | null {
  if (messageCount < limit - 1) return null;
  const remaining = limit - messageCount;
  if (remaining <= 0) return t('limitReached', { limit });
  return t('messagesRemaining', { remaining });
}
