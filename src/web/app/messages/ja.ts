import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: '問題が発生しました',
  crashText: 'このページの表示中に問題が起きました。たいていは再読み込みで直ります。これまでの内容は失われていません。',
  reloadPage: 'ページを再読み込み',
  backToHome: 'ホームに戻る',
} satisfies Translation<typeof en>;
