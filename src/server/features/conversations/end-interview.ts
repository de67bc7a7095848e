/** Exit Interview: the conversation goes on as an ordinary one, so a reload does not bring interview mode back. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { findOwnConversation } from './find-own-conversation';

export async function endInterview(db: Database, userId: string, id: string): Promise<void> {
  const conversation = await findOwnConversation(db, userId, id);
  await db.update(conversations).set({ mode: 'conversation' }).where(and(eq(conversations.id, conversation.id), eq(conversations.mode, 'interview')));
}
