import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: '今日',
  path: '学習パス',
  history: '履歴',
  notebook: 'ノート',
  review: '復習',
  progress: '進捗',
  mainNav: 'メイン',
  backToTeachers: '先生一覧に戻る',
  backToApp: 'アプリに戻る',
  adminPanel: '管理パネル',
  dueCount: '復習 {count} 件',
  loadingSubscription: 'サブスクリプションを読み込み中',
  freeUser: '無料ユーザー',
  pastDue: '支払い遅延',
  canceled: 'キャンセル済み',
  unknownPlan: '不明なプラン',
  defaultName: 'ユーザー',
  openAccountMenu: 'アカウントメニューを開く',
  home: 'ホーム',
  support: 'サポート',
  manageSubscription: 'サブスクリプションの管理',
  signOut: 'ログアウト',
  signOutFailed: 'ログアウトできませんでした。もう一度お試しください。',
} satisfies Translation<typeof en>;
