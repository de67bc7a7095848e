import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  crashTitle: 'واجهتنا مشكلة',
  crashText: 'حدث خطأ أثناء عرض هذه الصفحة. عادةً ما تحلّ إعادة التحميل المشكلة، ولم يضِع شيء مما فعلته.',
  reloadPage: 'إعادة تحميل الصفحة',
  backToHome: 'العودة إلى الصفحة الرئيسية',
} satisfies Translation<typeof en>;
