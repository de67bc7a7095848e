import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  microphoneBlocked: '麦克风权限已被阻止。请允许此网站使用麦克风（地址栏旁边的图标），然后再试一次。',
  microphoneMissing: '没有找到麦克风。请连接或打开麦克风，然后再试一次。',
  microphoneBusy: '你的麦克风正被其他应用或标签页使用。请在那里关闭它，然后再试一次。',
  microphoneFailed: '麦克风无法启动。请再试一次，或重新加载页面。',
} satisfies Translation<typeof en>;
