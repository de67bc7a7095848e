import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: 'Votre niveau',
  yourLevelShort: 'Votre niveau ?',
  levelQuestion: 'Quel est votre niveau ? Vos professeurs s’y adapteront.',
  notSure: 'Je ne sais pas',
} satisfies Translation<typeof en>;
