import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  startAtA1: 'نبدأ من المستوى A1.',
  hardSoStartAtA1: 'كانت أسئلة المستوى {level} صعبة عليك، لذا نبدأ من المستوى A1.',
  evenC1Right: 'أجبت إجابة صحيحة حتى عن أسئلة المستوى C1.',
  rightThenHard: 'أجبت عن أسئلة المستوى {level} إجابة صحيحة، ووجدت أسئلة المستوى {above} صعبة.',
  rightUpTo: 'أجبت عن كل الأسئلة إجابة صحيحة حتى المستوى {level}.',
  timeRanOut: 'انتهى الوقت قبل الوصول إلى هذه الأسئلة، لذا نبدأ من المستوى A1.',
  answerTooShort: 'كانت إجابتك قصيرة جدًا، لذا نبدأ من المستوى A1: قل أكثر قليلًا في المرة القادمة.',
  goodStartAtA1: 'استخدمت {words, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمةً} other {# كلمة}} مع {links, plural, zero {# أدوات ربط} one {أداة ربط واحدة} two {أداتَي ربط} few {# أدوات ربط} many {# أداةَ ربط} other {# أداة ربط}} و{mistakes, plural, zero {# أخطاء} one {خطأ واحد} two {خطأين} few {# أخطاء} many {# خطأً} other {# خطأ}} بحسب مدقّقنا: بداية جيدة في المستوى A1.',
  speakerLevel: 'استخدمت {words, plural, zero {# كلمة} one {كلمة واحدة} two {كلمتين} few {# كلمات} many {# كلمةً} other {# كلمة}} مع {links, plural, zero {# أدوات ربط} one {أداة ربط واحدة} two {أداتَي ربط} few {# أدوات ربط} many {# أداةَ ربط} other {# أداة ربط}} و{mistakes, plural, zero {# أخطاء} one {خطأ واحد} two {خطأين} few {# أخطاء} many {# خطأً} other {# خطأ}} بحسب مدقّقنا، كما يفعل متحدّث بمستوى {level}.',
} satisfies Translation<typeof en>;
