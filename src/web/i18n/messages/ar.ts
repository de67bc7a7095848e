import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  loading: 'جارٍ التحميل...',
  language: 'اللغة',
  changingLanguage: 'جارٍ تغيير اللغة...',
  languageNotSaved: 'تم تغيير اللغة على هذا الجهاز، لكن تعذّر حفظها في حسابك. يُرجى المحاولة مرة أخرى.',
} satisfies Translation<typeof en>;
