import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: '我们从 A1 开始。',
  hardSoStartAtA1: '{level} 级的题目对你来说有些难，所以我们从 A1 开始。',
  evenC1Right: '你连 C1 级的题目都答对了。',
  rightThenHard: '你答对了 {level} 级的题目，但觉得 {above} 级的题目有些难。',
  rightUpTo: '直到 {level} 级，你每道题都答对了。',
  timeRanOut: '还没答到这些题目，时间就用完了，所以我们从 A1 开始。',
  answerTooShort: '你的回答很短，所以我们从 A1 开始：下次多说一点吧。',
  goodStartAtA1: '你用了 {words} 个词，其中有 {links, plural, other {# 个连接词}}，我们的检查器发现了 {mistakes, plural, other {# 处错误}}：作为 A1 的开始很不错。',
  speakerLevel: '你用了 {words} 个词，其中有 {links, plural, other {# 个连接词}}，我们的检查器发现了 {mistakes, plural, other {# 处错误}}，和 {level} 水平的人一样。',
} satisfies Translation<typeof en>;
