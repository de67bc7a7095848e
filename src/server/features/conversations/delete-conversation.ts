import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { findOwnConversation } from './find-own-conversation';

/** Deletes the learner's conversation and its messages; notebook entries from it stay, unlinked. */
export async function deleteConversation(db: Database, userId: string, id: string): Promise<void> {
  await findOwnConversation(db, userId, id);
  await db.delete(conversations).where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
}
