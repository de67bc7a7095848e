import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: 'تنزيل بياناتي',
  deleteAccount: 'حذف حسابي',
  deleteWarning: 'سيؤدي هذا إلى حذف محادثاتك ودفترك وتقدّمك وملفك الشخصي وبيانات تسجيل دخولك نهائيًا، وإلغاء اشتراكك. لا يمكن التراجع عن ذلك.',
  typeEmailToConfirm: 'اكتب بريدك الإلكتروني ({email}) للتأكيد',
  cancel: 'إلغاء',
  deleting: 'جارٍ الحذف...',
  deleteForGood: 'حذف حسابي نهائيًا',
  metaTitle: 'تم حذف الحساب | Parley',
  metaDescription: 'تم حذف حسابك في Parley وكل ما فيه.',
  deletedTitle: 'تم حذف حسابك',
  deletedText: 'حُذفت محادثاتك ودفترك وتقدّمك وملفك الشخصي وبيانات تسجيل دخولك، وأُلغي أي اشتراك. لقد سُجّل خروجك.',
  thanks: 'شكرًا لتدرّبك مع Parley. مرحبًا بعودتك في أي وقت.',
  backToHome: 'العودة إلى الصفحة الرئيسية',
  createNewAccount: 'إنشاء حساب جديد',
} satisfies Translation<typeof en>;
