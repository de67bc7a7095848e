/** Saved conversations as the API returns them. */
export type StoredMessage = { id: number; role: 'user' | 'assistant'; content: string; is_feedback: boolean; created_at: string };
export type ConversationSummary = {
  id: string;
  teacher_slug: string;
  teacher_name: string;
  topic: string;
  mode: string;
  first_line: string;
  message_count: number;
  started_at: string;
  updated_at: string;
};
export type ConversationPage = { conversations: ConversationSummary[]; next_cursor: string | null };
export type ConversationWithMessages = { conversation: ConversationSummary; messages: StoredMessage[]; has_earlier: boolean };

export const HISTORY_PAGE_SIZE = 20;
export const MESSAGES_PAGE_SIZE = 100;
