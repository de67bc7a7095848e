import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'think の th',
  soundDh: 'this の th',
  soundIEe: 'i と ee',
  soundVW: 'v と w',
  soundRL: 'r と l',
  soundFinal: '単語の最後の音',
} satisfies Translation<typeof en>;
