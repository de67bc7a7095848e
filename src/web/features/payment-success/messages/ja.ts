import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: 'お支払いの処理',
  elapsed: '経過時間：{seconds}秒',
  processingTime: '処理には最大2〜3分かかることがあります。',
  takingLonger: '思ったより時間がかかっていますか？',
  paymentSafe: 'お支払いは安全です。確認に数分かかることがありますが、このページは自動で更新されます。何も変わらない場合は、下のセッション ID を添えてサポートにお問い合わせください。',
  plan: 'プラン',
  status: 'ステータス',
  active: '有効',
  nextBilling: '次回の請求',
  continueToApp: 'アプリへ進む',
  backToHome: 'ホームに戻る',
  sessionId: 'セッション ID：{id}',
  questions: 'ご不明な点は？<link>サポートに問い合わせる</link>',
} satisfies Translation<typeof en>;
