import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: 'Tu nivel',
  yourLevelShort: '¿Tu nivel?',
  levelQuestion: '¿Cuál es tu nivel? Tus profesores se adaptarán a él.',
  notSure: 'No lo sé',
} satisfies Translation<typeof en>;
