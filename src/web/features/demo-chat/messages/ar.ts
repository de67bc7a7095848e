import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: 'العرض التجريبي في استراحة الآن. أنشئ حسابًا مجانيًا للتحدث مع كل المعلّمين.',
  loadingDemo: 'جارٍ تحميل العرض التجريبي',
  chatTitle: 'محادثة تجريبية مع {name}',
  messagesLeft: '{count, plural, zero {لم تتبقَّ رسائل} one {تتبقّى رسالة واحدة} two {تتبقّى رسالتان} few {تتبقّى # رسائل} many {تتبقّى # رسالة} other {تتبقّى # رسالة}}',
  typePlaceholder: 'أو اكتب رسالتك هنا...',
  demoLimitReached: 'انتهت رسائل العرض التجريبي - أنشئ حسابًا للمتابعة!',
  listening: 'جارٍ الاستماع... (انقر للإيقاف أو اضغط على مفتاح المسافة)',
  processingSpeech: 'جارٍ معالجة كلامك...',
  speakHint: 'انقر هنا مرة واحدة للتحدث',
  createAccount: 'أنشئ حسابك المجاني',
  readyTitle: 'هل أنت مستعد للمتابعة؟',
  demoUsed: 'لقد استخدمت رسائل العرض التجريبي المجانية. أنشئ حسابًا مجانيًا لمواصلة الحديث:',
  moreFreeMessages: '{count, plural, zero {لا رسائل مجانية إضافية} one {رسالة مجانية إضافية} two {رسالتان مجانيتان إضافيتان} few {# رسائل مجانية إضافية} many {# رسالة مجانية إضافية} other {# رسالة مجانية إضافية}}',
  allTeachers: 'الوصول إلى كل معلّمي الذكاء الاصطناعي',
  superpowers: 'لكل معلّم قدرة خاصة: التدرّب على المقابلات، وملاحظات على الكتابة، والمزيد',
  personalized: 'تعلّم مخصّص يتكيّف معك',
  noCreditCard: 'لا حاجة إلى بطاقة ائتمان',
} satisfies Translation<typeof en>;
