import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: 'Seu nível',
  yourLevelShort: 'Seu nível?',
  levelQuestion: 'Qual é o seu nível? Seus professores vão se adaptar a ele.',
  notSure: 'Não tenho certeza',
} satisfies Translation<typeof en>;
