import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: 'مستواك',
  yourLevelShort: 'مستواك؟',
  levelQuestion: 'ما مستواك؟ سيتكيّف معلّموك معه.',
  notSure: 'لا أعرف',
} satisfies Translation<typeof en>;
