/** Conversations saved as they happen: the server's copy is what the teacher's context is built from. */
import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherSlug: text('teacher_slug').notNull(),
    topic: text('topic').notNull(),
    mode: text('mode').notNull(),
    /** The learner's first message, shown in the history list. */
    firstLine: text('first_line').notNull().default(''),
    messageCount: integer('message_count').notNull().default(0),
    /** A short running summary of the turns that no longer fit in the model's context window. */
    summary: text('summary').notNull().default(''),
    /** How many of the oldest messages the summary already covers. */
    summarizedCount: integer('summarized_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // History pages newest first with a keyset on (updated_at, id).
  (t) => [index('conversations_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc())],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    isFeedback: boolean('is_feedback').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_id_idx').on(t.conversationId, t.id)],
);
