import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: '毎日のリマインダー',
  loading: 'リマインダーを読み込み中…',
  about: '選んだ時刻に1日1通、次のレッスン、復習、連続記録をお知らせするメールをお送りします。どのメールからもワンクリックで配信を停止できます。',
  emailMe: '毎日のリマインダーをメールで受け取る',
  sendAt: '送信時刻',
  otherZone: 'リマインダーは「{savedZone}」の時刻で送られます。この端末は「{deviceZone}」の時刻です。',
  thisZone: '時刻はあなたのタイムゾーン（{zone}）で表示されます。',
  useThisZone: 'この端末のタイムゾーンを使う',
  saving: '保存中…',
  savedOn: '保存しました：毎日 {hour} にリマインダーをお送りします。',
  savedOff: '保存しました：毎日のリマインダーはオフです。',
} satisfies Translation<typeof en>;
