import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: 'وضع الاختبار — لا يُخصم أي مبلغ حقيقي. لا يملك هذا الخادم مفتاح Stripe، لذا يحلّ الدفع التجريبي المحلي في Parley محلّ Stripe.',
  loadingCheckout: 'جارٍ تحميل صفحة الدفع...',
  checkoutTitle: 'الدفع',
  perYear: 'سنويًا',
  perMonth: '/شهر',
  testCard: 'بطاقة الاختبار: VISA •••• 4242، أي تاريخ مستقبلي، أي رمز CVC.',
  processing: 'جارٍ المعالجة...',
  pay: 'ادفع (اختبار)',
  alreadyPaid: 'مدفوع بالفعل',
  cancel: 'إلغاء',
  portalTitle: 'بوابة الفوترة',
  currentState: 'الحالة الحالية: <strong>{state}</strong>',
  working: 'جارٍ التنفيذ...',
  backToManage: 'العودة إلى إدارة الاشتراك',
  cancelAtPeriodEnd: 'الإلغاء في نهاية الفترة',
  resume: 'استئناف الاشتراك',
  failPayment: 'محاكاة دفعة فاشلة',
  cancelNow: 'الإلغاء فورًا',
  doneCancelAtPeriodEnd: 'تم: سيُلغى الاشتراك في نهاية الفترة.',
  doneResume: 'تم: استُؤنف الاشتراك.',
  doneFailPayment: 'تم: جرت محاكاة دفعة فاشلة.',
  doneCancelNow: 'تم: أُلغي الاشتراك فورًا.',
} satisfies Translation<typeof en>;
