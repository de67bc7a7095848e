import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  fromTheLesson: 'レッスン「{title}」より',
} satisfies Translation<typeof en>;
