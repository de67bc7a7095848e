import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  fromTheLesson: '出自课程“{title}”',
} satisfies Translation<typeof en>;
