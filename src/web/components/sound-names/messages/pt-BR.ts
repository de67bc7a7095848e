import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'th como em think',
  soundDh: 'th como em this',
  soundIEe: 'i e ee',
  soundVW: 'v e w',
  soundRL: 'r e l',
  soundFinal: 'sons finais das palavras',
} satisfies Translation<typeof en>;
