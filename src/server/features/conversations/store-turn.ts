/**
 * Appends a learner message and the teacher's reply to a conversation (creating it with the first
 * message), and counts the message towards today's practice. One statement writes all of it, so a crash
 * leaves either the whole turn or none of it, and a turn costs one round trip to the database.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { runPart, type StatementPart } from '../../db/run-together';
import { practiceTimeSql } from '../progress/public';
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

export type Counts = { id: string; message_count: number; summarized_count: number; summary: string };

/** The history list shows the learner's first message, cut to this length. */
export const FIRST_LINE_LENGTH = 200;

export async function storeTurn(db: Database, turn: Turn): Promise<string> {
  return turnStored(db, turn, await runPart(db, turnPart(turn)));
}

/** The turn as a statement part, so the chat writes it in one statement with the call's usage row. */
export function turnPart(turn: Turn): StatementPart<Counts | null> {
  const firstLine = turn.learnerMessage?.slice(0, FIRST_LINE_LENGTH) ?? '';
  const messages = (conversationId: SQL) => {
    const rows = [
      ...(turn.conversation ? [] : [sql`(${conversationId}, 'assistant', ${turn.create.introduction}, false)`]),
      ...(turn.learnerMessage ? [sql`(${conversationId}, 'user', ${turn.learnerMessage}, false)`] : []),
      sql`(${conversationId}, 'assistant', ${turn.reply}, ${turn.isFeedback ?? false})`,
    ];
    return { count: rows.length, insert: sql`insert into conversation_messages (conversation_id, role, content, is_feedback) values ${sql.join(rows, sql`, `)}` };
  };
  const practice = turn.learnerMessage ? [['turn_practice', practiceTimeSql(turn.userId, turn.conversation?.updatedAt ?? null)] as const] : [];
  const answer = sql`(select row_to_json(c) from turn_conversation c)`;
  const read = (value: unknown) => value as Counts | null;
  if (turn.conversation) {
    const added = messages(sql`${turn.conversation.id}::uuid`);
    const update = sql`update conversations set message_count = message_count + ${added.count}, updated_at = now(),
          first_line = case when first_line = '' then ${firstLine} else first_line end
        where id = ${turn.conversation.id} returning id, message_count, summarized_count, summary`;
    return { ctes: [['turn_added', added.insert], ['turn_conversation', update], ...practice], answer, read };
  }
  const added = messages(sql`(select id from turn_conversation)`);
  const insert = sql`insert into conversations (user_id, teacher_slug, topic, mode, message_count, first_line)
        values (${turn.userId}, ${turn.create.teacherSlug}, ${turn.create.topic}, ${turn.create.mode}, ${added.count}, ${firstLine})
        returning id, message_count, summarized_count, summary`;
  return { ctes: [['turn_conversation', insert], ['turn_added', added.insert], ...practice], answer, read };
}

/** After the turn's statement: folds old messages into the summary and answers the conversation's id. */
export async function turnStored(db: Database, turn: Pick<Turn, 'conversation'>, counts: Counts | null | undefined): Promise<string> {
  if (!counts) throw new Error(`conversation ${turn.conversation?.id} disappeared while its turn was stored`);
  await foldOldMessages(db, counts.id, { messageCount: counts.message_count, summarizedCount: counts.summarized_count, summary: counts.summary });
  return counts.id;
}

/** Messages that left the model's window are folded into the running summary, once each (a later turn catches up if this fails). */
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
