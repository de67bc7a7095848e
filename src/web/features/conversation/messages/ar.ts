import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: 'لا يوجد اتصال بالإنترنت — سنحتفظ برسالتك.',
  offlineRetry: 'لا يوجد اتصال بالإنترنت — سنحتفظ برسالتك. يُرجى الضغط على «إعادة المحاولة» عند عودة الاتصال.',
  connectionDropped: 'انقطع الاتصال قبل وصول رسالتك. رسالتك محفوظة: يُرجى الضغط على «إعادة المحاولة».',
  teacherTookTooLong: 'استغرق الرد من {teacher} وقتًا طويلًا. رسالتك محفوظة: يُرجى الضغط على «إعادة المحاولة».',
  teacherCouldNotAnswer: 'تعذّر على {teacher} الرد الآن. رسالتك محفوظة: يُرجى الضغط على «إعادة المحاولة».',
  unstorableCharacter: 'تحتوي رسالتك على حرف لا يستطيع Parley حفظه. يُرجى حذفه ثم إرسال الرسالة مرة أخرى.',
  somethingWentWrong: 'حدث خطأ من جهتنا. رسالتك محفوظة: يُرجى الضغط على «إعادة المحاولة».',
  replyCutShort: 'انقطع الاتصال قبل اكتمال ردّ {teacher}.',
  earlierMessagesFailed: 'تعذّر تحميل الرسائل السابقة. يُرجى المحاولة مرة أخرى.',
  speechFunctionNotFound: 'لم يتم العثور على خدمة تحويل النص إلى كلام...',
  speechFailed: 'تعذّر توليد الكلام: {status} {statusText}',
  speechNotAudio: 'كان المتوقع بيانات صوتية، لكن وصل تنسيق غير متوقع',
  speechEmpty: 'وصل رد صوتي فارغ',
  speechUnreachable: 'تعذّر تحميل صوت المعلّم: تحقّق من اتصالك.',
  voiceBusy: 'صوت المعلّم مشغول الآن. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
} satisfies Translation<typeof en>;
