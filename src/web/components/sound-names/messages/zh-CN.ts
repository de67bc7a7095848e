import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'th（如 think）',
  soundDh: 'th（如 this）',
  soundIEe: 'i 和 ee',
  soundVW: 'v 和 w',
  soundRL: 'r 和 l',
  soundFinal: '单词的词尾音',
} satisfies Translation<typeof en>;
