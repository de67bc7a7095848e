import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  progressLabel: '付款处理中',
  elapsed: '已用时间：{seconds} 秒',
  processingTime: '处理最多可能需要 2-3 分钟。',
  takingLonger: '比预期的时间长？',
  paymentSafe: '你的付款是安全的。确认有时需要几分钟；本页面会自动更新。如果一直没有变化，请带上下方的会话 ID 联系客服。',
  plan: '方案',
  status: '状态',
  active: '已生效',
  nextBilling: '下次扣款',
  continueToApp: '进入应用',
  backToHome: '返回首页',
  sessionId: '会话 ID：{id}',
  questions: '有疑问？<link>联系客服</link>',
} satisfies Translation<typeof en>;
