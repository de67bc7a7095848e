import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: 'التذكير اليومي',
  loading: 'جارٍ تحميل تذكيرك…',
  about: 'رسالة بريد إلكتروني واحدة يوميًا في الساعة التي تختارها، فيها درسك التالي ومراجعاتك وسلسلتك. وفي كل رسالة رابط لإلغاء الاشتراك بنقرة واحدة.',
  emailMe: 'أرسل إليّ تذكيرًا يوميًا بالبريد الإلكتروني',
  sendAt: 'أرسله في الساعة',
  otherZone: 'يتبع تذكيرك توقيت {savedZone}؛ وهذا الجهاز على توقيت {deviceZone}.',
  thisZone: 'الأوقات بحسب منطقتك الزمنية: {zone}.',
  useThisZone: 'استخدام المنطقة الزمنية لهذا الجهاز',
  saving: 'جارٍ الحفظ…',
  savedOn: 'تم الحفظ: تذكير كل يوم في الساعة {hour}.',
  savedOff: 'تم الحفظ: لا تذكير يوميًا.',
} satisfies Translation<typeof en>;
