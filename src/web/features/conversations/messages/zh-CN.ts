import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: '你的对话',
  intro: '打开一段对话，重新阅读并从上次停下的地方继续。',
  loading: '正在加载你的对话...',
  empty: '还没有对话。你聊天时，对话会自动保存在这里。',
  chooseTeacher: '选择老师',
  showOlder: '显示更早的对话',
  messageCount: '{count, plural, other {# 条消息}}',
  open: '打开',
  openLabel: '打开与{teacher}关于“{topic}”的对话',
  confirmDelete: '确认删除',
  cancel: '取消',
  delete: '删除',
  deleteLabel: '删除与{teacher}关于“{topic}”的对话',
} satisfies Translation<typeof en>;
