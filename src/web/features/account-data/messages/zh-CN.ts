import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  downloadData: '下载我的数据',
  deleteAccount: '删除我的账户',
  deleteWarning: '这将永久删除你的对话、笔记本、进度、个人资料和登录方式，并取消你的订阅。此操作无法撤销。',
  typeEmailToConfirm: '输入你的邮箱（{email}）以确认',
  cancel: '取消',
  deleting: '正在删除...',
  deleteForGood: '永久删除我的账户',
  metaTitle: '账户已删除 | Parley',
  metaDescription: '你的 Parley 账户及其中的所有内容都已删除。',
  deletedTitle: '你的账户已删除',
  deletedText: '你的对话、笔记本、进度、个人资料和登录方式都已删除，所有订阅也已取消。你已退出登录。',
  thanks: '感谢你在 Parley 练习。随时欢迎你回来。',
  backToHome: '返回首页',
  createNewAccount: '创建新账户',
} satisfies Translation<typeof en>;
