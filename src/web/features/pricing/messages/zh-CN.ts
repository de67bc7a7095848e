import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  pageTitle: '畅所欲言，不设上限',
  pageIntro: '免费账户可发送 2 条消息。订阅后可与所有老师无限对话。价格以美元计；随时可以取消。',
  mostPopular: '最受欢迎',
  processing: '处理中...',
  monthly: '月度',
  yearly: '年度',
  getMonthly: '选择月度方案',
  getYearly: '选择年度方案',
  planDescription: '与我们的 AI 老师无限对话',
  perMonth: '/月',
  perYear: '每年',
  savePerYear: '每年节省 {amount}',
  featureUnlimited: '与每位 AI 老师无限对话',
  featureVoiceAndText: '语音和文字练习，即时回复',
  featureCorrections: '温和的纠正、词汇和语法提示',
  featureInterviews: '面试练习和写作反馈',
  subscriptionExists: '你已经有 Parley 订阅了，无需再购买一份。',
  manageSubscription: '管理订阅',
} satisfies Translation<typeof en>;
