/** One conversation with its latest messages; `before` pages back through older ones. */
import { and, desc, eq, lt } from 'drizzle-orm';
import { type ConversationWithMessages, MESSAGES_PAGE_SIZE } from '#/shared/conversation';
import type { Database } from '../../db/client';
import { conversationMessages } from '../../db/schema';
import { findTeacher } from '../teachers/public';
import { findOwnConversation } from './find-own-conversation';
import { toConversationSummary } from './to-conversation-summary';

export async function getConversation(db: Database, userId: string, id: string, before?: number): Promise<ConversationWithMessages> {
  const conversation = await findOwnConversation(db, userId, id);
  const teacher = await findTeacher(db, { slug: conversation.teacherSlug });
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.conversationId, id), before ? lt(conversationMessages.id, before) : undefined))
    .orderBy(desc(conversationMessages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return {
    conversation: toConversationSummary(conversation, teacher?.name ?? null),
    messages: page.map((m) => ({ id: m.id, role: m.role, content: m.content, is_feedback: m.isFeedback, created_at: m.createdAt.toISOString() })),
    has_earlier: rows.length > MESSAGES_PAGE_SIZE,
  };
}
