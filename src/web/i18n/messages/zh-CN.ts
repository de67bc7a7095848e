import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: '加载中...',
  language: '语言',
  changingLanguage: '正在切换语言...',
  languageNotSaved: '已在此设备上切换语言，但未能保存到你的账户。请重试。',
} satisfies Translation<typeof en>;
