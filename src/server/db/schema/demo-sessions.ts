/** Landing-page demo conversations (no account): each counts its own messages. */
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const demoSessions = pgTable('demo_sessions', {
  /** SHA-256 of the cookie's token: a leaked table cannot be replayed as cookies. */
  id: text('id').primaryKey(),
  messageCount: integer('message_count').notNull().default(0),
  clientIp: text('client_ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
