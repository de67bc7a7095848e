import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: '制限なく話そう',
  pageIntro: '無料アカウントでは2件のメッセージを送れます。購読すると、すべての先生と無制限に会話できます。価格は米ドル表示です。いつでも解約できます。',
  mostPopular: 'いちばん人気',
  processing: '処理しています...',
  monthly: '月額プラン',
  yearly: '年額プラン',
  getMonthly: '月額プランを選ぶ',
  getYearly: '年額プランを選ぶ',
  planDescription: 'AI の先生と無制限に会話',
  perMonth: '/月',
  perYear: '/年',
  savePerYear: '年間 {amount} お得',
  featureUnlimited: 'すべての AI の先生と無制限に会話',
  featureVoiceAndText: '声と文字で練習、返事はすぐに届きます',
  featureCorrections: 'やさしい添削、語彙と文法のヒント',
  featureInterviews: '面接練習とライティングへのフィードバック',
  subscriptionExists: 'すでに Parley のサブスクリプションをお持ちなので、2つ目を購入する必要はありません。',
  manageSubscription: 'サブスクリプションを管理',
} satisfies Translation<typeof en>;
