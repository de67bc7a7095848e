/** Each account's voice preferences (ADR 010); a missing row means the defaults. */
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const voiceSettings = pgTable('voice_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'adaptive': the end of a turn by the words and the learner's pauses (ADR 032); 'fixed': sendAfterMs. */
  endOfTurn: text('end_of_turn').notNull().default('adaptive'),
  /** With 'fixed': milliseconds of quiet before spoken words are sent; null: only when the learner taps. */
  sendAfterMs: integer('send_after_ms'),
  allowInterrupt: boolean('allow_interrupt').notNull().default(false),
  /** 'browser' (Web Speech) or 'server' (Parley's transcription, verbatim). */
  recognition: text('recognition').notNull().default('browser'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
