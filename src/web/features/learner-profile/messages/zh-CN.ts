import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  yourLevel: '你的水平',
  yourLevelShort: '你的水平？',
  levelQuestion: '你的水平如何？老师会据此调整。',
  notSure: '不确定',
} satisfies Translation<typeof en>;
