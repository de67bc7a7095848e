import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages } from '../../db/schema';
import type { ConversationRow } from './find-own-conversation';
import { RECENT_MESSAGES, summaryMessage } from './running-summary';

type ContextMessage = { role: 'user' | 'assistant'; content: string };

/** The model's view of a stored conversation: the running summary, then the most recent turns. */
export async function loadConversationContext(db: Database, conversation: ConversationRow): Promise<ContextMessage[]> {
  const recent = await db
    .select({ role: conversationMessages.role, content: conversationMessages.content })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversation.id))
    .orderBy(desc(conversationMessages.id))
    .limit(RECENT_MESSAGES);
  const turns: ContextMessage[] = recent.reverse();
  return conversation.summary ? [{ role: 'assistant', content: summaryMessage(conversation.summary) }, ...turns] : turns;
}
