import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: 'データをダウンロード',
  deleteAccount: 'アカウントを削除',
  deleteWarning: '会話、ノート、進捗、プロフィール、ログイン情報が完全に削除され、サブスクリプションも解約されます。元に戻すことはできません。',
  typeEmailToConfirm: '確認のため、メールアドレス（{email}）を入力してください',
  cancel: 'キャンセル',
  deleting: '削除しています...',
  deleteForGood: 'アカウントを完全に削除',
  metaTitle: 'アカウントを削除しました | Parley',
  metaDescription: 'Parley のアカウントと、その中のすべてのデータを削除しました。',
  deletedTitle: 'アカウントを削除しました',
  deletedText: '会話、ノート、進捗、プロフィール、ログイン情報は削除され、サブスクリプションも解約されました。ログアウトしています。',
  thanks: 'Parley で練習してくださり、ありがとうございました。いつでもまたお越しください。',
  backToHome: 'ホームに戻る',
  createNewAccount: '新しいアカウントを作成',
} satisfies Translation<typeof en>;
