import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: 'الشرح بلغتي',
  explainHint: 'تُشرح التصحيحات والنصائح والملاحظات بهذه اللغة، وتبقى محادثاتك باللغة التي تتعلّمها.',
  explainNotSaved: 'تعذّر حفظ اختيارك. يُرجى المحاولة مرة أخرى.',
} satisfies Translation<typeof en>;
