import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  tagline: 'Parley — 自信を持って話そう。',
  hiNamed: '{name} さん、こんにちは。',
  hiThere: 'こんにちは。',

  verifySubject: 'Parley のメールアドレスを確認してください',
  verifyHeading: 'メールアドレスを確認してください',
  verifyIntro: '下のリンクを開いて、これがあなたのメールアドレスであることを確認してください。',
  verifyMeantime: '確認が済むまでの間も Parley をお使いいただけます。Parley のアカウントを作成した覚えがない場合は、このメールを無視してください。',
  verifyAction: 'メールアドレスを確認する',
  verifyTextLink: 'メールアドレスを確認する：{url}',

  resetSubject: 'Parley のパスワードを再設定してください',
  resetHeading: 'パスワードを再設定してください',
  resetRequested: 'あなたの Parley アカウントのパスワード再設定のリクエストを受け付けました。',
  resetInstructions:
    '下のリンクを開いて、新しいパスワードを設定してください。リンクは 1 回だけ使え、1 時間で期限が切れます。お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  resetAction: '新しいパスワードを設定する',
  resetTextLink: 'パスワードを再設定する：{url}',

  welcomeSubject: 'Parley へようこそ',
  welcomeHeading: 'Parley へようこそ',
  welcomeIntro:
    'Parley へようこそ！アカウントの準備ができました。ログインして先生を選びましょう。声に出してあいさつするか入力すると、先生が答え、やさしく添削し、新しい単語を教えてくれます。',
  welcomeFreeMessages: '無料アカウントでは {count, plural, other {# 件のメッセージ}}を送れるので、本物の会話を試せます。クレジットカードは不要です。',
  welcomeAction: 'ログインして話し始める',
  welcomeTextLink: 'ログイン：{url}',

  reminderSubject: 'Parley で今日の{language, select, es {スペイン語} other {英語}}',
  reminderHeading: '今日の練習の時間です',
  reminderPathFinished: '{language, select, es {スペイン語} other {英語}}の学習パスを修了しました。先生との会話で、学んだことを忘れないようにしましょう。',
  reminderNextLesson: '学習パスの次のステップ：「{title}」（{unit}）。',
  reminderNextLessonUpgrade: '学習パスの次のステップ：「{title}」（{unit}）。サブスクリプションで受けられます。',
  reminderNextCheck: '学習パスの次のステップ：「{unit}」の最後の確認テスト。',
  reminderNextCheckUpgrade: '学習パスの次のステップ：「{unit}」の最後の確認テスト。サブスクリプションで受けられます。',
  reminderNoReviews: '復習するものはありません。ノートは最新の状態です。',
  reminderReviewsDue: '{count, plural, other {復習するノートが # 件あります。}}',
  reminderGoalStartStreak: '目標は 1 日 {minutes, plural, other {# 分}}です。今日練習して、連続記録を始めましょう。',
  reminderGoalKeepStreak: '目標は 1 日 {minutes, plural, other {# 分}}です。現在 {days, plural, other {# 日}}連続です。今日も練習して記録を伸ばしましょう。',
  reminderWhy: 'このメールは、Parley で毎日のリマインダーをオンにしたためお送りしています。',
  reminderOpenToday: '「今日」を開く',
  reminderOpenTodayTextLink: '「今日」を開く：{url}',
  reminderStop: 'リマインダーを停止する',
  reminderStopTextLink: 'リマインダーを停止する：{url}',

  unsubscribedTitle: '毎日のリマインダーはオフです · Parley',
  unsubscribedHeading: '毎日のリマインダーはオフになりました',
  unsubscribedBody: '今後、毎日のリマインダーは届きません。レッスン、復習、連続記録はそのまま残ります。',
  unsubscribedLink: '「今日」で再びオンにする',
  unknownLinkTitle: 'リンクを認識できません · Parley',
  unknownLinkHeading: 'このリンクを認識できません',
  unknownLinkBody: '何も変更されていません。リンクが途中で切れている可能性があります。メールから直接開くか、「今日」で毎日のリマインダーをオフにしてください。',
  unknownLinkAction: '「今日」を開く',
} satisfies Translation<typeof en>;
