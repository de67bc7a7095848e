import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'th como en think',
  soundDh: 'th como en this',
  soundIEe: 'i y ee',
  soundVW: 'v y w',
  soundRL: 'r y l',
  soundFinal: 'sonidos finales de las palabras',
} satisfies Translation<typeof en>;
