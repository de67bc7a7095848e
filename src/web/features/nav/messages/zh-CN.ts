import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  today: '今天',
  path: '学习路径',
  history: '历史记录',
  notebook: '笔记本',
  review: '复习',
  progress: '进度',
  mainNav: '主导航',
  backToTeachers: '返回老师列表',
  backToApp: '返回应用',
  adminPanel: '管理面板',
  dueCount: '{count} 项待复习',
  loadingSubscription: '正在加载订阅',
  freeUser: '免费用户',
  pastDue: '付款逾期',
  canceled: '已取消',
  unknownPlan: '未知套餐',
  defaultName: '用户',
  openAccountMenu: '打开账户菜单',
  home: '首页',
  support: '帮助与支持',
  manageSubscription: '管理订阅',
  signOut: '退出登录',
  signOutFailed: '无法退出登录，请重试。',
} satisfies Translation<typeof en>;
