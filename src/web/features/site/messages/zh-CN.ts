import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  siteNav: '网站导航',
  goToApp: '进入应用',
  signIn: '登录',
  signUp: '注册',
  tagline: '和耐心的 AI 老师一起大声说一门新语言，按你自己的节奏。',
  company: '公司',
  ourStory: '我们的故事',
  careers: '加入我们',
  pricing: '价格',
  affiliates: '推广合作',
  merch: '周边商店',
  help: '帮助',
  support: '客服支持',
  guides: '使用指南',
  privacy: '隐私',
  terms: '条款',
  socialMedia: '社交媒体',
  followUs: '关注我们',
  copyright: '© {year} Parley。价格以美元计。',
} satisfies Translation<typeof en>;
