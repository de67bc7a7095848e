import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  title: '每日提醒',
  loading: '正在加载你的提醒…',
  about: '每天在你选择的时间发送一封邮件，包含你的下一课、待复习内容和连续天数。每封邮件都可以一键退订。',
  emailMe: '每天通过邮件提醒我',
  sendAt: '发送时间',
  otherZone: '你的提醒按“{savedZone}”时间发送；此设备使用的是“{deviceZone}”时间。',
  thisZone: '时间按你所在的时区显示：{zone}。',
  useThisZone: '使用此设备的时区',
  saving: '正在保存…',
  savedOn: '已保存：每天 {hour} 提醒你。',
  savedOff: '已保存：不发送每日提醒。',
} satisfies Translation<typeof en>;
