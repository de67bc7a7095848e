import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, other {残りのメッセージは#件です。}}',
  limitReached: '無料で送れる{limit}件のメッセージを使い切りました。',
  upgradeForUnlimited: 'アップグレードして無制限に会話',
  upgrade: 'アップグレード',
  upgradeTitle: '学習を続けましょう',
  freeMessagesUsed: '無料メッセージ{limit}件を使い切りました。アップグレードすると、すべての先生と無制限に会話できます。',
} satisfies Translation<typeof en>;
