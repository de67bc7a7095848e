import { FREE_MESSAGE_LIMIT } from '#/shared/constants';

/** Shown from limit − 1 messages on; null while there is nothing to warn about. */
export function freeMessageBannerText(messageCount: number, limit = FREE_MESSAGE_LIMIT): string | null {
  if (messageCount < limit - 1) return null;
  const remaining = limit - messageCount;
  if (remaining <= 0) return `You've reached your free limit of ${limit} messages.`;
  return `You have ${remaining} message${remaining === 1 ? '' : 's'} remaining.`;
}
