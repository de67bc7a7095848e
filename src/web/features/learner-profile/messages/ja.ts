import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: 'あなたのレベル',
  yourLevelShort: 'レベルは？',
  levelQuestion: 'あなたのレベルは？先生たちがレベルに合わせます。',
  notSure: 'わからない',
} satisfies Translation<typeof en>;
