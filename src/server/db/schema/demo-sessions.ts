/** Landing-page demo conversations (no account): each counts its own messages. */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const demoSessions = pgTable(
  'demo_sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    messageCount: integer('message_count').notNull().default(0),
    clientIp: text('client_ip'),
    /** When the last message was counted: the reply to it may still be read in the teacher's paid voice. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Housekeeping deletes expired sessions.
  (table) => [index('demo_sessions_expires_at_idx').on(table.expiresAt)],
);
