import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'th comme dans think',
  soundDh: 'th comme dans this',
  soundIEe: 'i et ee',
  soundVW: 'v et w',
  soundRL: 'r et l',
  soundFinal: 'sons de fin de mot',
} satisfies Translation<typeof en>;
