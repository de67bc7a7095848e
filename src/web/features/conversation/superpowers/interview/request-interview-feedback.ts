/**
 * Feedback on the learner's latest interview answer: the chat function in 'interview-feedback' mode (not counted).
 * With a stored conversation the server reads the answer from it and stores the feedback there.
 */
import { requestChatCompletion } from '../../api/request-chat-completion';
import { type ConversationMessage, toChatHistory } from '../../types';

export function requestInterviewFeedback(input: { teacherSlug: string; topic: string; messages: readonly ConversationMessage[]; conversationId?: string }): Promise<string> {
  return requestChatCompletion({
    teacher_slug: input.teacherSlug,
    topic: input.topic,
    mode: 'interview-feedback',
    messages: toChatHistory(input.messages),
    conversation_id: input.conversationId,
  });
}
