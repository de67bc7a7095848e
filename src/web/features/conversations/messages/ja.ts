import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'あなたの会話',
  intro: '会話を開くと、読み返して前回の続きから話せます。',
  loading: '会話を読み込み中...',
  empty: 'まだ会話はありません。話した会話はここに保存されます。',
  chooseTeacher: '先生を選ぶ',
  showOlder: '以前の会話を表示',
  messageCount: '{count, plural, other {# 件のメッセージ}}',
  open: '開く',
  openLabel: '{teacher}との「{topic}」の会話を開く',
  confirmDelete: '削除を確定',
  cancel: 'キャンセル',
  delete: '削除',
  deleteLabel: '{teacher}との「{topic}」の会話を削除',
} satisfies Translation<typeof en>;
