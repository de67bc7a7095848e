import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: 'الوصول إلى الميكروفون محظور. يُرجى السماح باستخدام الميكروفون لهذا الموقع (من الأيقونة بجانب شريط العنوان)، ثم المحاولة مرة أخرى.',
  microphoneMissing: 'لم يتم العثور على ميكروفون. يُرجى توصيل ميكروفون أو تشغيله، ثم المحاولة مرة أخرى.',
  microphoneBusy: 'الميكروفون مستخدم في تطبيق أو علامة تبويب أخرى. يُرجى إغلاقه هناك، ثم المحاولة مرة أخرى.',
  microphoneFailed: 'تعذّر تشغيل الميكروفون. يُرجى المحاولة مرة أخرى أو إعادة تحميل الصفحة.',
} satisfies Translation<typeof en>;
