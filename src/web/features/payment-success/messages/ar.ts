import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: 'جارٍ معالجة الدفع',
  elapsed: 'الوقت المنقضي: {seconds} ث',
  processingTime: 'قد تستغرق المعالجة من دقيقتين إلى ثلاث دقائق.',
  takingLonger: 'هل يستغرق الأمر وقتًا أطول من المتوقع؟',
  paymentSafe: 'دفعتك في أمان. يستغرق التأكيد أحيانًا بضع دقائق، وتتحدّث هذه الصفحة تلقائيًا. إذا لم يتغير شيء، فتواصل مع الدعم وأرسل معرّف الجلسة الظاهر أدناه.',
  plan: 'الخطة',
  status: 'الحالة',
  active: 'فعّال',
  nextBilling: 'الفوترة التالية',
  continueToApp: 'المتابعة إلى التطبيق',
  backToHome: 'العودة إلى الصفحة الرئيسية',
  sessionId: 'معرّف الجلسة: {id}',
  questions: 'لديك أسئلة؟ <link>تواصل مع الدعم</link>',
} satisfies Translation<typeof en>;
