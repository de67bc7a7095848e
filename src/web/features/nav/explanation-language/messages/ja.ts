import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: '自分の言語で説明する',
  explainHint: '添削、ヒント、フィードバックはこの言語で説明されます。会話は学習中の言語のままです。',
  explainNotSaved: '選択を保存できませんでした。もう一度お試しください。',
} satisfies Translation<typeof en>;
