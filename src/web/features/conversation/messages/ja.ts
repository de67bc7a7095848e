import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: 'オフラインです。メッセージは保存しておきます。',
  offlineRetry: 'オフラインです。メッセージは保存しておきます。オンラインに戻ったら「再送信」を押してください。',
  connectionDropped: 'メッセージが届く前に接続が切れました。メッセージは保存されています。「再送信」を押してください。',
  teacherTookTooLong: '{teacher}の返信に時間がかかりすぎました。メッセージは保存されています。「再送信」を押してください。',
  teacherCouldNotAnswer: '{teacher}は今は返信できませんでした。メッセージは保存されています。「再送信」を押してください。',
  unstorableCharacter: 'メッセージに Parley が保存できない文字が含まれています。その文字を削除して、もう一度送信してください。',
  somethingWentWrong: 'こちら側で問題が発生しました。メッセージは保存されています。「再送信」を押してください。',
  replyCutShort: '{teacher}が話し終える前に接続が切れました。',
  earlierMessagesFailed: '以前のメッセージを読み込めませんでした。もう一度お試しください。',
  speechFunctionNotFound: '音声合成の機能が見つかりません...',
  speechFailed: '音声を生成できませんでした: {status} {statusText}',
  speechNotAudio: '音声データが届くはずでしたが、想定外の形式を受け取りました',
  speechEmpty: '受け取った音声が空でした',
  speechUnreachable: '先生の声を読み込めませんでした。接続を確認してください。',
  voiceBusy: '先生の音声は現在混み合っています。数秒後にもう一度お試しください。',
} satisfies Translation<typeof en>;
