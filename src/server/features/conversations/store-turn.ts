/** Appends a learner message and the teacher's reply to a conversation (creating it with the first message). */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { recordPracticeTime } from '../progress/public';
import type { ConversationRow } from './find-own-conversation';
import { foldIntoSummary, RECENT_MESSAGES } from './running-summary';

type NewConversation = { teacherSlug: string; topic: string; mode: string; introduction: string };

export type Turn = {
  userId: string;
  conversation: ConversationRow | null;
  create: NewConversation;
  learnerMessage?: string;
  reply: string;
  isFeedback?: boolean;
};

export async function storeTurn(db: Database, turn: Turn): Promise<string> {
  const lastActivity = turn.conversation?.updatedAt ?? null;
  const id = await db.transaction(async (tx) => {
    let conversationId = turn.conversation?.id;
    if (!conversationId) {
      const [created] = await tx
        .insert(conversations)
        .values({ userId: turn.userId, teacherSlug: turn.create.teacherSlug, topic: turn.create.topic, mode: turn.create.mode, messageCount: 1 })
        .returning({ id: conversations.id });
      conversationId = created!.id;
      await tx.insert(conversationMessages).values({ conversationId, role: 'assistant', content: turn.create.introduction });
    }
    const rows = [
      ...(turn.learnerMessage ? [{ conversationId, role: 'user' as const, content: turn.learnerMessage }] : []),
      { conversationId, role: 'assistant' as const, content: turn.reply, isFeedback: turn.isFeedback ?? false },
    ];
    await tx.insert(conversationMessages).values(rows);
    const [counts] = await tx
      .update(conversations)
      .set({
        messageCount: sql`${conversations.messageCount} + ${rows.length}`,
        updatedAt: sql`now()`,
        firstLine: turn.learnerMessage ? sql`case when ${conversations.firstLine} = '' then ${turn.learnerMessage.slice(0, 200)} else ${conversations.firstLine} end` : conversations.firstLine,
      })
      .where(eq(conversations.id, conversationId))
      .returning({ messageCount: conversations.messageCount, summarizedCount: conversations.summarizedCount, summary: conversations.summary });
    await foldOldMessages(tx as unknown as Database, conversationId, counts!);
    return conversationId;
  });
  if (turn.learnerMessage) await recordPracticeTime(db, turn.userId, lastActivity);
  return id;
}

/** Messages that left the model's window are folded into the running summary, once each. */
async function foldOldMessages(db: Database, conversationId: string, counts: { messageCount: number; summarizedCount: number; summary: string }) {
  const overflow = counts.messageCount - counts.summarizedCount - RECENT_MESSAGES;
  if (overflow <= 0) return;
  const leaving = await db
    .select({ role: conversationMessages.role, content: conversationMessages.content })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.id))
    .offset(counts.summarizedCount)
    .limit(overflow);
  await db
    .update(conversations)
    .set({ summary: foldIntoSummary(counts.summary, leaving), summarizedCount: counts.summarizedCount + leaving.length })
    .where(and(eq(conversations.id, conversationId), eq(conversations.summarizedCount, counts.summarizedCount)));
}
