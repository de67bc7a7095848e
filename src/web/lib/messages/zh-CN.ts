import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  requestFailed: '请求失败（状态码 {status}）',
  timedOut: '操作超时',
  unreachable: '无法连接到 Parley，请检查你的网络连接。',
} satisfies Translation<typeof en>;
