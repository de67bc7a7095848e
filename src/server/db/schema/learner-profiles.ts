/** What teachers know about a learner: level, goals and facts the learner shared. All visible and deletable. */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const learnerProfiles = pgTable('learner_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'A1'..'C2', 'not-sure', or null when never asked. */
  level: text('level'),
  goals: text('goals').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const learnerFacts = pgTable(
  'learner_facts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fact: text('fact').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('learner_facts_user_fact_idx').on(t.userId, t.fact), index('learner_facts_user_idx').on(t.userId, t.createdAt)],
);
