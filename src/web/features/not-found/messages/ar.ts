import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'الصفحة غير موجودة',
  text: 'لم نعثر على هذه الصفحة. ربما نُقلت، أو ربما كُتب الرابط بشكل خاطئ.',
  backToHome: 'العودة إلى الصفحة الرئيسية',
} satisfies Translation<typeof en>;
