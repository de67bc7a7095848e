import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  soundTh: 'th كما في think',
  soundDh: 'th كما في this',
  soundIEe: 'i و ee',
  soundVW: 'v و w',
  soundRL: 'r و l',
  soundFinal: 'الأصوات الأخيرة في الكلمات',
} satisfies Translation<typeof en>;
