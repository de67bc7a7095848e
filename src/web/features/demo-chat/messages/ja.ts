import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: 'デモはただいま休憩中です。無料アカウントを作成すると、すべての先生と話せます。',
  loadingDemo: 'デモを読み込んでいます',
  chatTitle: '{name}とのデモチャット',
  messagesLeft: '{count, plural, other {残り#件}}',
  typePlaceholder: 'または、ここにメッセージを入力...',
  demoLimitReached: 'デモの上限に達しました。登録して続けましょう！',
  listening: '聞いています...（クリックで停止、またはスペースキー）',
  processingSpeech: '音声を処理しています...',
  speakHint: 'ここを1回クリックして話す',
  createAccount: '無料アカウントを作成',
  readyTitle: '続けますか？',
  demoUsed: '無料のデモメッセージを使い切りました。無料アカウントを作成して、会話を続けましょう：',
  moreFreeMessages: 'さらに{count}件の無料メッセージ',
  allTeachers: 'すべての AI の先生と話せます',
  superpowers: '先生それぞれに得意分野があります：面接練習、ライティングへのフィードバックなど',
  personalized: 'あなたに合わせてくれる個別学習',
  noCreditCard: 'クレジットカードは不要です',
} satisfies Translation<typeof en>;
