/** Demo sessions: a random token in an HttpOnly cookie, stored hashed, each with its own message count. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DEMO_MESSAGE_LIMIT } from '#/shared/constants';
import { DEMO_LIMIT_MESSAGE } from '#/shared/demo';
import type { Database } from '../../db/client';
import { demoSessions } from '../../db/schema';
import { AppError } from '../../http/app-error';

export const DEMO_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function startDemoSession(db: Database, clientIp: string) {
  const token = randomBytes(32).toString('base64url');
  const [session] = await db
    .insert(demoSessions)
    .values({ id: hash(token), clientIp, expiresAt: new Date(Date.now() + DEMO_SESSION_TTL_MS) })
    .returning();
  return { token, session: session! };
}

export async function findDemoSession(db: Database, token: string | undefined) {
  if (!token || token.length > 100) return null;
  const [session] = await db
    .select()
    .from(demoSessions)
    .where(and(eq(demoSessions.id, hash(token)), gt(demoSessions.expiresAt, new Date())))
    .limit(1);
  return session ?? null;
}

/** Counts one demo message (at most 2 per session, atomically); `refund` gives it back on failure. */
export async function countDemoMessage(db: Database, sessionId: string) {
  const counted = await db
    .update(demoSessions)
    .set({ messageCount: sql`${demoSessions.messageCount} + 1`, lastMessageAt: new Date() })
    .where(and(eq(demoSessions.id, sessionId), lt(demoSessions.messageCount, DEMO_MESSAGE_LIMIT)))
    .returning({ messageCount: demoSessions.messageCount });
  if (counted.length === 0) throw new AppError('demo_limit_reached', DEMO_LIMIT_MESSAGE, 402);
  return {
    messageCount: counted[0]!.messageCount,
    refund: async () => {
      await db
        .update(demoSessions)
        .set({ messageCount: sql`greatest(${demoSessions.messageCount} - 1, 0)` })
        .where(eq(demoSessions.id, sessionId));
    },
  };
}
