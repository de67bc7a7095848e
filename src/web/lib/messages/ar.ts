import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: 'فشل الطلب (الحالة {status})',
  timedOut: 'انتهت مهلة العملية',
  unreachable: 'تعذّر الاتصال بـ Parley. تحقّق من اتصالك.',
} satisfies Translation<typeof en>;
