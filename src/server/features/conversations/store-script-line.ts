/**
 * Stores a teacher's scripted line (interview opening or question, writing start) with a conversation. The client
 * names the line; the words are the script's (#/shared/script-lines), so nothing a client writes becomes the
 * teacher's, and no model is called. The interview opening starts a new conversation, as Start clears the chat.
 */
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { scriptLineRequestSchema } from '#/shared/api/conversations';
import { scriptLineText } from '#/shared/script-lines';
import { introductionFor } from '#/shared/teacher-introduction';
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findTeacher, teachesTopic } from '../teachers/public';
import { findOwnConversation } from './find-own-conversation';

type Request = z.infer<typeof scriptLineRequestSchema>;

/** The superpower whose tools post each kind of line. */
const FEATURE_OF = { 'interview-opening': 'interview-roleplay', 'interview-question': 'interview-roleplay', 'writing-start': 'writing-feedback' } as const;

export async function storeScriptLine(db: Database, userId: string, request: Request): Promise<string> {
  const { line } = request;
  const conversation = request.conversation_id && line.kind !== 'interview-opening' ? await findOwnConversation(db, userId, request.conversation_id) : null;
  const teacher = await findTeacher(db, { slug: conversation?.teacherSlug ?? request.teacher_slug });
  if (!teacher) throw new AppError('teacher_not_found', 'The teacher you are looking for could not be found.', 404);
  if (teacher.superpowerFeature !== FEATURE_OF[line.kind]) throw new AppError('not_this_teachers_line', 'This teacher does not say that line.', 400);
  const text = scriptLineText(line, teacher.name);
  if (!text) throw new AppError('unknown_challenge', 'Unknown writing challenge.', 400);
  const isInterview = line.kind !== 'writing-start';

  if (conversation) {
    if (line.kind === 'interview-question' && conversation.mode !== 'interview') throw new AppError('not_an_interview', 'This conversation is not an interview.', 409);
    await db.transaction(async (tx) => {
      await tx.insert(conversationMessages).values({ conversationId: conversation.id, role: 'assistant', content: text });
      await tx.update(conversations).set({ messageCount: sql`${conversations.messageCount} + 1`, updatedAt: new Date() }).where(eq(conversations.id, conversation.id));
    });
    return conversation.id;
  }

  if (!teachesTopic(teacher, request.topic)) throw new AppError('unknown_topic', { key: 'unknownTopic', values: { teacher: teacher.name, topic: request.topic } }, 400);
  // A new conversation opens as the chat showed it: the teacher's introduction, unless the line is the interview's own opening.
  const texts = line.kind === 'interview-opening' ? [text] : [introductionFor(teacher, request.topic), text];
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(conversations)
      .values({ userId, teacherSlug: teacher.slug, topic: request.topic, mode: isInterview ? 'interview' : 'conversation', messageCount: texts.length, firstLine: '' })
      .returning({ id: conversations.id });
    // One multi-row insert: the messages' ids follow their order.
    await tx.insert(conversationMessages).values(texts.map((content) => ({ conversationId: created!.id, role: 'assistant' as const, content })));
    return created!.id;
  });
}
