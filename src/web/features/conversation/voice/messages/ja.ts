import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: 'マイクへのアクセスがブロックされています。このサイトでマイクを許可してから（アドレスバーの横のアイコン）、もう一度お試しください。',
  microphoneMissing: 'マイクが見つかりません。マイクを接続するか電源を入れてから、もう一度お試しください。',
  microphoneBusy: 'マイクは別のアプリかタブで使用中です。そちらで閉じてから、もう一度お試しください。',
  microphoneFailed: 'マイクを起動できませんでした。もう一度お試しいただくか、ページを再読み込みしてください。',
} satisfies Translation<typeof en>;
