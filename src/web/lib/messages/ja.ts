import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: 'リクエストに失敗しました（ステータス {status}）',
  timedOut: 'タイムアウトしました',
  unreachable: 'Parley に接続できませんでした。接続を確認してください。',
} satisfies Translation<typeof en>;
