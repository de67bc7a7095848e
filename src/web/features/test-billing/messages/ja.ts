import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: 'テストモード：実際の支払いは発生しません。このサーバーには Stripe のキーがないため、Parley のローカルのテスト決済が Stripe の代わりになります。',
  loadingCheckout: '決済画面を読み込んでいます...',
  checkoutTitle: 'お支払い',
  perYear: '/年',
  perMonth: '/月',
  testCard: 'テスト用カード：VISA •••• 4242、有効期限は未来の任意の日付、CVC は任意。',
  processing: '処理しています...',
  pay: '支払う（テスト）',
  alreadyPaid: '支払い済み',
  cancel: 'キャンセル',
  portalTitle: '請求ポータル',
  currentState: '現在の状態：<strong>{state}</strong>',
  working: '処理しています...',
  backToManage: 'サブスクリプションの管理に戻る',
  cancelAtPeriodEnd: '期間の終わりに解約',
  resume: 'サブスクリプションを再開',
  failPayment: '支払いの失敗をシミュレート',
  cancelNow: '今すぐ解約',
  doneCancelAtPeriodEnd: '完了：期間の終わりに解約します。',
  doneResume: '完了：サブスクリプションを再開しました。',
  doneFailPayment: '完了：支払いの失敗をシミュレートしました。',
  doneCancelNow: '完了：今すぐ解約しました。',
} satisfies Translation<typeof en>;
