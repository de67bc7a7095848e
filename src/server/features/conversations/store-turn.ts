/**
 * Appends a learner message and the teacher's reply to a conversation (creating it with the first
 * message), and counts the message towards today's practice. One statement writes all of it, so a crash
 * leaves either the whole turn or none of it, and a turn costs one round trip to the database.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { selectRows } from '../../db/select-rows';
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

type Counts = { id: string; message_count: number; summarized_count: number; summary: string };

/** The history list shows the learner's first message, cut to this length. */
const FIRST_LINE_LENGTH = 200;

export async function storeTurn(db: Database, turn: Turn): Promise<string> {
  const firstLine = turn.learnerMessage?.slice(0, FIRST_LINE_LENGTH) ?? '';
  const messages = (conversationId: SQL) => {
    const rows = [
      ...(turn.conversation ? [] : [sql`(${conversationId}, 'assistant', ${turn.create.introduction}, false)`]),
      ...(turn.learnerMessage ? [sql`(${conversationId}, 'user', ${turn.learnerMessage}, false)`] : []),
      sql`(${conversationId}, 'assistant', ${turn.reply}, ${turn.isFeedback ?? false})`,
    ];
    return { count: rows.length, insert: sql`insert into conversation_messages (conversation_id, role, content, is_feedback) values ${sql.join(rows, sql`, `)}` };
  };
  const practice = turn.learnerMessage ? sql`, practice as (${practiceTimeSql(turn.userId, turn.conversation?.updatedAt ?? null)})` : sql``;

  let statement: SQL;
  if (turn.conversation) {
    const added = messages(sql`${turn.conversation.id}::uuid`);
    statement = sql`with added as (${added.insert}), conversation as (
        update conversations set message_count = message_count + ${added.count}, updated_at = now(),
          first_line = case when first_line = '' then ${firstLine} else first_line end
        where id = ${turn.conversation.id} returning id, message_count, summarized_count, summary
      )${practice}
      select * from conversation`;
  } else {
    const added = messages(sql`(select id from conversation)`);
    statement = sql`with conversation as (
        insert into conversations (user_id, teacher_slug, topic, mode, message_count, first_line)
        values (${turn.userId}, ${turn.create.teacherSlug}, ${turn.create.topic}, ${turn.create.mode}, ${added.count}, ${firstLine})
        returning id, message_count, summarized_count, summary
      ), added as (${added.insert})${practice}
      select * from conversation`;
  }
  const [counts] = await selectRows<Counts>(db, statement);
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
