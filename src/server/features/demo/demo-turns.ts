/**
 * The demo's turns as the server answered them, kept until the visitor signs up (then taken once, by
 * conversations/claim-demo-conversation.ts) or deleted with the demo session. The teacher's side is the
 * server's own reply, never what the browser sends; the session's two messages bound how many there are.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { demoTurns } from '../../db/schema';
import type { StatementPart } from '../../db/run-together';
import { findDemoSession } from './demo-session-store';

export type DemoTurn = { demoSessionId: string; turn: number; topic: string; learnerMessage: string };

/** Keeps a turn in the statement that records the reply's usage. */
export function keepDemoTurnPart({ demoSessionId, turn, topic, learnerMessage }: DemoTurn, reply: string): StatementPart<undefined> {
  const insert = sql`insert into demo_turns (demo_session_id, turn, topic, learner_message, reply)
    values (${demoSessionId}, ${turn}, ${topic}, ${learnerMessage}, ${reply}) on conflict do nothing`;
  return { ctes: [['demo_turn_kept', insert]], answer: sql`null`, read: () => undefined };
}

/** The session's turns in order, as the visitor sees them again after a reload (the count alone came back before). */
export async function listDemoTurns(db: Database, demoSessionId: string) {
  const turns = await db.select().from(demoTurns).where(eq(demoTurns.demoSessionId, demoSessionId)).orderBy(asc(demoTurns.turn));
  return turns.map((t) => ({ learner_message: t.learnerMessage, reply: t.reply, created_at: t.createdAt.toISOString() }));
}

/**
 * The turns of the session in this cookie token, in order, deleted as they are taken: deleting locks the
 * rows, so a second take waits and finds none. Run it in the transaction that stores them elsewhere.
 */
export async function takeDemoTurns(db: Database, demoToken: string | null | undefined) {
  const session = await findDemoSession(db, demoToken ?? undefined);
  if (!session) return [];
  const turns = await db.delete(demoTurns).where(eq(demoTurns.demoSessionId, session.id)).returning();
  return turns.sort((a, b) => a.turn - b.turn);
}
