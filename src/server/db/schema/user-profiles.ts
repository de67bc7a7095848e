import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userProfiles = pgTable('user_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  fullName: text('full_name'),
  isAdmin: boolean('is_admin').notNull().default(false),
  messageCount: integer('message_count').notNull().default(0),
  /** The interface language the learner chose (src/shared/i18n/locales.ts); null until they have one. */
  locale: text('locale'),
  /** The offline tutor's and the model's explanations in the interface language rather than the one being learnt. */
  explainInMyLanguage: boolean('explain_in_my_language').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
