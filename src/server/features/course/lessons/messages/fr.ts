import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  fromTheLesson: 'De la leçon « {title} »',
} satisfies Translation<typeof en>;
