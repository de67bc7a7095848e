import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'ページが見つかりません',
  text: 'お探しのページが見つかりませんでした。移動したか、リンクが間違っている可能性があります。',
  backToHome: 'ホームに戻る',
} satisfies Translation<typeof en>;
