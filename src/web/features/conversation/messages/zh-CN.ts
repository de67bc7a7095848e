import type { Translation } from '#/shared/i18n/catalogue';
import type en from './en';

export default {
  offlineNotice: '你已离线——我们会保留你的消息。',
  offlineRetry: '你已离线——我们会保留你的消息。恢复联网后请点击“重试”。',
  connectionDropped: '你的消息送达前连接已断开。消息已保留：请点击“重试”。',
  teacherTookTooLong: '{teacher}回复时间过长。你的消息已保留：请点击“重试”。',
  teacherCouldNotAnswer: '{teacher}暂时无法回复。你的消息已保留：请点击“重试”。',
  unstorableCharacter: '你的消息中有 Parley 无法保存的字符。请删除后重新发送。',
  somethingWentWrong: '我们这边出了点问题。你的消息已保留：请点击“重试”。',
  replyCutShort: '{teacher}还没说完，连接就断开了。',
  earlierMessagesFailed: '无法加载更早的消息。请重试。',
  speechFunctionNotFound: '未找到文本转语音功能...',
  speechFailed: '语音生成失败：{status} {statusText}',
  speechNotAudio: '应为音频数据，但收到了意外的格式',
  speechEmpty: '收到的音频为空',
  speechUnreachable: '无法加载老师的声音：请检查网络连接。',
  voiceBusy: '老师的语音现在正忙。请过几秒再试。',
} satisfies Translation<typeof en>;
