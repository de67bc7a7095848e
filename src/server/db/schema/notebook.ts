/** The learner's notebook (corrections and saved words), its spaced-repetition state and review log. */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { conversations } from './conversations';

export const notebookEntries = pgTable(
  'notebook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['correction', 'word'] }).notNull(),
    /** Correction: what the learner said. Word: the word. */
    front: text('front').notNull(),
    /** Correction: the better form. Word: its definition. */
    back: text('back').notNull(),
    /** Correction: a short why. Word: an example sentence. */
    note: text('note').notNull().default(''),
    teacherSlug: text('teacher_slug'),
    teacherName: text('teacher_name'),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    /** The FSRS card (ts-fsrs), dates as ISO strings. */
    card: jsonb('card').notNull(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The same mistake or word is noted once per learner.
    uniqueIndex('notebook_entries_user_kind_front_idx').on(t.userId, t.kind, t.front),
    index('notebook_entries_user_due_idx').on(t.userId, t.due),
  ],
);

export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id').references(() => notebookEntries.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['correction', 'word'] }).notNull(),
    rating: integer('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_logs_user_idx').on(t.userId, t.reviewedAt)],
);
