/** The learner's conversations, newest first, a page at a time (keyset on updated_at, id). */
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { ConversationPage } from '#/shared/conversation';
import type { Database } from '../../db/client';
import { conversations, teachers } from '../../db/schema';
import { toConversationSummary } from './to-conversation-summary';

type Cursor = { updatedAt: string; id: string };

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    return typeof parsed.updatedAt === 'string' && typeof parsed.id === 'string' && !Number.isNaN(Date.parse(parsed.updatedAt)) ? parsed : null;
  } catch {
    return null;
  }
}

export async function listConversations(db: Database, userId: string, options: { cursor: Cursor | null; limit: number; teacherSlug?: string }): Promise<ConversationPage> {
  const { cursor, limit } = options;
  const after = cursor
    ? or(lt(conversations.updatedAt, new Date(cursor.updatedAt)), and(eq(conversations.updatedAt, new Date(cursor.updatedAt)), lt(conversations.id, cursor.id)))
    : undefined;
  const rows = await db
    .select({ conversation: conversations, teacherName: teachers.name, updatedAtText: sql<string>`to_char(${conversations.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(conversations)
    .leftJoin(teachers, eq(teachers.slug, conversations.teacherSlug))
    .where(and(eq(conversations.userId, userId), options.teacherSlug ? eq(conversations.teacherSlug, options.teacherSlug) : undefined, after))
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    conversations: page.map((r) => toConversationSummary(r.conversation, r.teacherName)),
    // Microsecond precision, so the keyset never skips or repeats a row.
    next_cursor: rows.length > limit && last ? encodeCursor({ updatedAt: last.updatedAtText, id: last.conversation.id }) : null,
  };
}
