/** The pauses inside each learner's spoken turns, after which they went on (ADR 032): the most recent kept. */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const learnerPauses = pgTable(
  'learner_pauses',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pauseMs: integer('pause_ms').notNull(),
    /** How the learner's words ended when they paused: 'filler', 'open', 'complete', 'unheard'. */
    ending: text('ending').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('learner_pauses_user_idx').on(table.userId, table.id)],
);
