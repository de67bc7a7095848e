/** Whether the learner has answered the current question (feedback only after a user answer). */
import type { ConversationMessage } from '../../types';

/**
 * `questionPosition` is the index the current question's message took in the conversation; any
 * learner message after it is an answer.
 */
export function hasAnsweredSince(messages: readonly ConversationMessage[], questionPosition: number): boolean {
  return messages.slice(questionPosition + 1).some((message) => message.role === 'user' && message.content.trim() !== '');
}
