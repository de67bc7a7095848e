/** The learner's notebook (corrections and saved words), its spaced-repetition state and review log. */
import { index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    /** Correction: the learner's sentence `front` was part of (shown around it in Review); null when unknown (entries before 0020) or `front` is the whole sentence. Word: null. */
    context: text('context'),
    /** Correction: the rule that made it ('subject-verb-agreement', 'harper:Spelling', 'es:gustar', 'model', 'unknown'). Word: null. */
    rule: text('rule'),
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

/**
 * The FSRS weights fitted to one learner's own reviews (ADR 027), once they have enough of them; a learner
 * without a row is scheduled with ts-fsrs's defaults. Re-fitted after every REFIT_EVERY new reviews.
 */
export const learnerFsrsWeights = pgTable('learner_fsrs_weights', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** FSRS-6's 21 weights. */
  weights: jsonb('weights').$type<number[]>().notNull(),
  /** How many review_logs rows the learner had when these weights were fitted. */
  reviewCount: integer('review_count').notNull(),
  /** Mean log-loss on those reviews with the defaults and with these weights. */
  defaultLogLoss: real('default_log_loss').notNull(),
  fittedLogLoss: real('fitted_log_loss').notNull(),
  fittedAt: timestamp('fitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's "That's not right" on one of their corrections: the entry itself is deleted in the same
 * transaction, this row keeps what was reported so the admin panel can count reports per rule.
 */
export const correctionReports = pgTable(
  'correction_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The reported notebook entry's id (the entry is gone; a second report of it finds this row). */
    entryId: uuid('entry_id').notNull(),
    rule: text('rule').notNull(),
    front: text('front').notNull(),
    back: text('back').notNull(),
    note: text('note').notNull().default(''),
    teacherSlug: text('teacher_slug'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('correction_reports_entry_idx').on(t.entryId),
    index('correction_reports_rule_idx').on(t.rule, t.reportedAt),
    index('correction_reports_user_idx').on(t.userId, t.front),
  ],
);
