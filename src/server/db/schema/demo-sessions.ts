/** Landing-page demo conversations (no account): each counts its own messages. */
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The demo's turns as the server answered them (at most the session's two messages), kept so that signing
 * up from the demo makes them a conversation of the new account; claimed (deleted) once, or gone with the session.
 */
export const demoTurns = pgTable(
  'demo_turns',
  {
    demoSessionId: text('demo_session_id')
      .notNull()
      .references(() => demoSessions.id, { onDelete: 'cascade' }),
    /** The session's message count when this message was counted: 1, then 2. */
    turn: integer('turn').notNull(),
    topic: text('topic').notNull(),
    learnerMessage: text('learner_message').notNull(),
    reply: text('reply').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.demoSessionId, table.turn] })],
);
