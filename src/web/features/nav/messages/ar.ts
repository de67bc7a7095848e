import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: 'اليوم',
  path: 'المسار',
  history: 'السجل',
  notebook: 'الدفتر',
  review: 'المراجعة',
  progress: 'التقدّم',
  mainNav: 'الرئيسية',
  backToTeachers: 'العودة إلى المعلّمين',
  backToApp: 'العودة إلى التطبيق',
  adminPanel: 'لوحة الإدارة',
  dueCount: '{count, plural, zero {لا شيء للمراجعة} one {عنصر واحد للمراجعة} two {عنصران للمراجعة} few {# عناصر للمراجعة} many {# عنصرًا للمراجعة} other {# عنصر للمراجعة}}',
  loadingSubscription: 'جارٍ تحميل الاشتراك',
  freeUser: 'مستخدم مجاني',
  pastDue: 'دفعة متأخرة',
  canceled: 'ملغى',
  unknownPlan: 'خطة غير معروفة',
  defaultName: 'المستخدم',
  openAccountMenu: 'فتح قائمة الحساب',
  home: 'الصفحة الرئيسية',
  support: 'الدعم',
  manageSubscription: 'إدارة الاشتراك',
  signOut: 'تسجيل الخروج',
  signOutFailed: 'تعذّر تسجيل الخروج. يُرجى المحاولة مرة أخرى.',
} satisfies Translation<typeof en>;
