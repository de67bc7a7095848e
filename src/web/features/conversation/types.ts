import type { ChatRequestInput } from '#/shared/api/chat';
import { CHAT_HISTORY_LIMIT, type ChatMode } from '#/shared/chat-api';

export type { ChatMode };

/** A message as the conversation screen shows it (role, content, timestamp, isFeedback). */
export type ConversationMessage = {
  /** The message's key on this screen; never read for meaning. */
  id: string;
  /** The server's id of a message loaded from a saved conversation (absent for messages made on this screen). */
  storedId?: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: number;
  isFeedback?: boolean;
  /** True while the reply is still streaming in. */
  isStreaming?: boolean;
  /** True for error replies (a failed feedback request): not sent back to the teacher. */
  isError?: boolean;
  /** A learner's message that did not reach the teacher: kept on screen, marked 'Not sent', not in the history. */
  unsent?: { notice: string; canRetry: boolean; mode?: ChatMode; subject?: string };
  /** A plain-words note under a reply, e.g. one the connection cut short. */
  notice?: string;
};

/**
 * What the conversation screen sends to /functions/v1/chat: the contract's body (conversation_id continues a
 * saved conversation), always with a topic and a mode; each call chooses `stream`.
 */
export type ChatRequestBody = Omit<ChatRequestInput, 'stream' | 'topic' | 'mode'> & { topic: string; mode: ChatMode };

/** The conversation as the teacher should see it: no error bubbles, no empty or streaming messages. */
export function toChatHistory(messages: readonly ConversationMessage[]): ChatRequestBody['messages'] {
  return messages
    .filter((m) => !m.isError && !m.unsent && !m.isStreaming && m.content.trim())
    .slice(-CHAT_HISTORY_LIMIT)
    .map((m) => ({ role: m.role, content: m.content }));
}
