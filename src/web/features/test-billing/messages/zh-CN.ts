import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  testModeBanner: '测试模式——不会产生真实付款。此服务器没有 Stripe 密钥，因此由 Parley 的本地测试结账代替 Stripe。',
  loadingCheckout: '正在加载结账...',
  checkoutTitle: '结账',
  perYear: '每年',
  perMonth: '/月',
  testCard: '测试卡：VISA •••• 4242，任意未来日期，任意 CVC。',
  processing: '处理中...',
  pay: '付款（测试）',
  alreadyPaid: '已付款',
  cancel: '取消',
  portalTitle: '账单门户',
  currentState: '当前状态：<strong>{state}</strong>',
  working: '处理中...',
  backToManage: '返回管理订阅',
  cancelAtPeriodEnd: '在本期结束时取消',
  resume: '恢复订阅',
  failPayment: '模拟付款失败',
  cancelNow: '立即取消',
  doneCancelAtPeriodEnd: '完成：将在本期结束时取消。',
  doneResume: '完成：订阅已恢复。',
  doneFailPayment: '完成：已模拟付款失败。',
  doneCancelNow: '完成：已立即取消。',
} satisfies Translation<typeof en>;
