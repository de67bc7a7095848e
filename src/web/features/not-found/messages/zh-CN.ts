import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: '找不到页面',
  text: '我们找不到这个页面。它可能已经移动，或者链接输错了。',
  backToHome: '返回首页',
} satisfies Translation<typeof en>;
