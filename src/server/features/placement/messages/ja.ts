import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: 'A1から始めます。',
  hardSoStartAtA1: '{level}の問題が難しかったようなので、A1から始めます。',
  evenC1Right: 'C1の問題まで正解しました。',
  rightThenHard: '{level}の問題は正解でしたが、{above}の問題は難しかったようです。',
  rightUpTo: '{level}までの問題にすべて正解しました。',
  timeRanOut: 'これらの問題に進む前に時間切れになったので、A1から始めます。',
  answerTooShort: '回答がとても短かったので、A1から始めます。次はもう少し話してみましょう。',
  goodStartAtA1: '{words}語を使い、つなぎの言葉は{links, plural, other {#個}}、チェッカーが見つけた間違いは{mistakes, plural, other {#個}}でした。A1として良いスタートです。',
  speakerLevel: '{words}語を使い、つなぎの言葉は{links, plural, other {#個}}、チェッカーが見つけた間違いは{mistakes, plural, other {#個}}でした。{level}レベルの話し手と同じです。',
} satisfies Translation<typeof en>;
