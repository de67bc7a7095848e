import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: '読み込み中...',
  language: '言語',
  changingLanguage: '言語を切り替えています...',
  languageNotSaved: 'この端末の言語は変更されましたが、アカウントに保存できませんでした。もう一度お試しください。',
} satisfies Translation<typeof en>;
