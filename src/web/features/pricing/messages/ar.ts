import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: 'تحدّث بلا حدود',
  pageIntro: 'يتضمن الحساب المجاني رسالتين. اشترك للحصول على محادثات غير محدودة مع كل المعلّمين. الأسعار بالدولار الأمريكي؛ يمكنك الإلغاء في أي وقت.',
  mostPopular: 'الأكثر شيوعًا',
  processing: 'جارٍ المعالجة...',
  monthly: 'شهري',
  yearly: 'سنوي',
  getMonthly: 'اختر الاشتراك الشهري',
  getYearly: 'اختر الاشتراك السنوي',
  planDescription: 'محادثات غير محدودة مع معلّمينا بالذكاء الاصطناعي',
  perMonth: '/شهر',
  perYear: 'سنويًا',
  savePerYear: 'وفّر {amount} سنويًا',
  featureUnlimited: 'محادثات غير محدودة مع كل معلّمي الذكاء الاصطناعي',
  featureVoiceAndText: 'تدرّب بالصوت والكتابة مع ردود فورية',
  featureCorrections: 'تصحيحات لطيفة ونصائح في المفردات والقواعد',
  featureInterviews: 'تدرّب على المقابلات وملاحظات على كتابتك',
  subscriptionExists: 'لديك اشتراك في Parley بالفعل، لذا لا حاجة إلى شراء اشتراك ثانٍ.',
  manageSubscription: 'إدارة الاشتراك',
} satisfies Translation<typeof en>;
