/** Each pronunciation check a signed-in learner made: the sentence and each word's verdict (never the audio), for Progress. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const pronunciationAttempts = pgTable(
  'pronunciation_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherSlug: text('teacher_slug').notNull(),
    /** The sentence read. */
    text: text('text').notNull(),
    /** 'pocketsphinx' or 'azure'. */
    engine: text('engine').notNull(),
    /** The words of the sentence, and how many of them came through as said right. */
    wordCount: integer('word_count').notNull(),
    okCount: integer('ok_count').notNull(),
    /** Each word's verdict, as the check answered it: [{ word, result, heard?, tip? }]. */
    words: jsonb('words').notNull(),
    /** The reading's accuracy, fluency, completeness and pronunciation scores (0-100); null for checks made before they were scored. */
    scores: jsonb('scores'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pronunciation_attempts_user_checked_idx').on(t.userId, t.checkedAt)],
);
