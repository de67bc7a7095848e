import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  explainInMyLanguage: '用我的语言讲解',
  explainHint: '纠正、提示和反馈会用这种语言讲解；你的对话仍然使用你正在学习的语言。',
  explainNotSaved: '无法保存你的选择，请重试。',
} satisfies Translation<typeof en>;
