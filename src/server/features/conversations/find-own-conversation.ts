import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../http/read-request';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';

export const CONVERSATION_NOT_FOUND = 'This conversation could not be found.';

/** The learner's own conversation; an unknown, malformed or someone else's id is the same 404. */
export async function findOwnConversation(db: Database, userId: string, id: string) {
  if (!isUuid(id)) throw new AppError('conversation_not_found', CONVERSATION_NOT_FOUND, 404);
  const [row] = await db.select().from(conversations).where(and(eq(conversations.id, id), eq(conversations.userId, userId))).limit(1);
  if (!row) throw new AppError('conversation_not_found', CONVERSATION_NOT_FOUND, 404);
  return row;
}

export type ConversationRow = Awaited<ReturnType<typeof findOwnConversation>>;
