import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: 'サイト',
  goToApp: 'アプリへ',
  signIn: 'ログイン',
  signUp: '新規登録',
  tagline: '根気強い AI の先生と、声に出して、自分のペースで新しい言語を話しましょう。',
  company: '会社情報',
  ourStory: 'Parley の歩み',
  careers: '採用情報',
  pricing: '料金',
  affiliates: 'アフィリエイト',
  merch: 'グッズ',
  help: 'ヘルプ',
  support: 'サポート',
  guides: 'ガイド',
  privacy: 'プライバシー',
  terms: '利用規約',
  socialMedia: 'ソーシャルメディア',
  followUs: 'フォローする',
  copyright: '© {year} Parley。価格は米ドル表示です。',
} satisfies Translation<typeof en>;
