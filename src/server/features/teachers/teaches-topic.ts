import { GENERAL_CONVERSATION_TOPIC } from '#/shared/constants';

/** Topics every teacher accepts besides their own categories. */
const SHARED_TOPICS = [GENERAL_CONVERSATION_TOPIC, 'Interview Practice', 'Writing Challenge'];

/** Whether a conversation with this teacher may be held on this topic. */
export function teachesTopic(teacher: { conversationCategories: readonly string[] }, topic: string): boolean {
  return teacher.conversationCategories.includes(topic) || SHARED_TOPICS.includes(topic);
}
