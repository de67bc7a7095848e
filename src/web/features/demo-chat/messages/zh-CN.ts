import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  demoResting: '演示暂时休息中。创建免费账户，即可与所有老师对话。',
  loadingDemo: '正在加载演示',
  chatTitle: '与 {name} 的演示对话',
  messagesLeft: '{count, plural, other {还剩 # 条消息}}',
  typePlaceholder: '或者在这里输入消息...',
  demoLimitReached: '演示次数已用完——注册即可继续！',
  listening: '正在听...（点击停止或按空格键）',
  processingSpeech: '正在处理你的语音...',
  speakHint: '点击这里一次即可说话',
  createAccount: '创建免费账户',
  readyTitle: '准备好继续了吗？',
  demoUsed: '你已用完免费的演示消息。创建免费账户，继续聊下去：',
  moreFreeMessages: '再送 {count} 条免费消息',
  allTeachers: '可与所有 AI 老师对话',
  superpowers: '每位老师都有专长：面试练习、写作反馈等等',
  personalized: '适合你的个性化学习',
  noCreditCard: '无需信用卡',
} satisfies Translation<typeof en>;
