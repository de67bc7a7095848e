import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: '出了点问题',
  crashText: '显示此页面时出错了。重新加载通常就能解决；你做过的一切都没有丢失。',
  reloadPage: '重新加载页面',
  backToHome: '返回首页',
} satisfies Translation<typeof en>;
