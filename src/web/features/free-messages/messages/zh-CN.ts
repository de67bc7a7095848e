import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  messagesRemaining: '{remaining, plural, other {你还剩 # 条消息。}}',
  limitReached: '你已用完 {limit} 条免费消息的额度。',
  upgradeForUnlimited: '升级即可无限对话',
  upgrade: '升级',
  upgradeTitle: '继续你的学习',
  freeMessagesUsed: '你已用完 {limit} 条免费消息。升级后可与所有老师无限对话。',
} satisfies Translation<typeof en>;
