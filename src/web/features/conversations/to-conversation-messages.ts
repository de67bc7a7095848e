import type { StoredMessage } from '#/shared/conversation';
import type { ConversationMessage } from '#/web/features/conversation/public';

export function toConversationMessages(messages: StoredMessage[]): ConversationMessage[] {
  return messages.map((m) => ({ id: `stored-${m.id}`, storedId: m.id, role: m.role, content: m.content, isFeedback: m.is_feedback || undefined, timestamp: Date.parse(m.created_at) }));
}
