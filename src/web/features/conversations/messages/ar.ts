import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'محادثاتك',
  intro: 'افتح محادثة لتقرأها من جديد وتتابع من حيث توقفت.',
  loading: 'جارٍ تحميل محادثاتك...',
  empty: 'لا توجد محادثات بعد. تُحفظ محادثاتك هنا أثناء حديثك.',
  chooseTeacher: 'اختر معلّمًا',
  showOlder: 'عرض المحادثات الأقدم',
  messageCount: '{count, plural, zero {لا رسائل} one {رسالة واحدة} two {رسالتان} few {# رسائل} many {# رسالة} other {# رسالة}}',
  open: 'فتح',
  openLabel: 'فتح المحادثة مع {teacher} حول {topic}',
  confirmDelete: 'تأكيد الحذف',
  cancel: 'إلغاء',
  delete: 'حذف',
  deleteLabel: 'حذف المحادثة مع {teacher} حول {topic}',
} satisfies Translation<typeof en>;
