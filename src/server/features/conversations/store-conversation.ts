/** Stores a whole conversation at once (a demo claimed at sign-up): the teacher's introduction, then each turn in order. */
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema';
import { FIRST_LINE_LENGTH } from './store-turn';

export type WholeConversation = {
  userId: string;
  teacherSlug: string;
  topic: string;
  mode: string;
  introduction: string;
  turns: ReadonlyArray<{ learnerMessage: string; reply: string }>;
};

export async function storeConversation(db: Database, input: WholeConversation): Promise<string> {
  const messages = [
    { role: 'assistant' as const, content: input.introduction },
    ...input.turns.flatMap((turn) => [
      { role: 'user' as const, content: turn.learnerMessage },
      { role: 'assistant' as const, content: turn.reply },
    ]),
  ];
  const [conversation] = await db
    .insert(conversations)
    .values({
      userId: input.userId,
      teacherSlug: input.teacherSlug,
      topic: input.topic,
      mode: input.mode,
      messageCount: messages.length,
      firstLine: input.turns[0]?.learnerMessage.slice(0, FIRST_LINE_LENGTH) ?? '',
    })
    .returning({ id: conversations.id });
  // One multi-row insert: the messages' ids follow their order, which is the order History shows.
  await db.insert(conversationMessages).values(messages.map((message) => ({ conversationId: conversation!.id, ...message })));
  return conversation!.id;
}
