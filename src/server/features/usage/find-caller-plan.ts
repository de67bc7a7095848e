/** What a caller may spend: a subscriber, a free account or demo visitor with messages left, or one without. */
import { eq, type SQL } from 'drizzle-orm';
import { sql } from '../../db/sql';
import { DEMO_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT } from '#/shared/constants';
import type { Database } from '../../db/client';
import { demoSessions } from '../../db/schema';
import { runPart, type StatementPart } from '../../db/run-together';
import { subscriptionExistsSql } from '../subscriptions/public';
import type { UsageOwner } from './usage-owner';

/**
 * 'spent': the free (or demo) messages are used up, so nothing they send may reach a paid provider any more.
 * 'just-spent': spent, but the last message was counted moments ago: the teacher's reply to it is still
 * read in the paid voice (within the free speech budget), so a learner's last reply does not change voice.
 */
export type CallerPlan = 'subscriber' | 'free' | 'just-spent' | 'spent';

/** How long after the last counted message its reply may still be read in the paid voice. */
export const LAST_REPLY_SPEECH_WINDOW_MS = 3 * 60 * 1000;

const planOf = (messageCount: number, limit: number, lastMessageAt: Date | null | undefined, now: Date): CallerPlan => {
  if (messageCount < limit) return 'free';
  return lastMessageAt && now.getTime() - lastMessageAt.getTime() < LAST_REPLY_SPEECH_WINDOW_MS ? 'just-spent' : 'spent';
};

export async function findCallerPlan(db: Database, owner: UsageOwner, now = new Date()): Promise<CallerPlan> {
  if ('demoSessionId' in owner) {
    const [demo] = await db
      .select({ messageCount: demoSessions.messageCount, lastMessageAt: demoSessions.lastMessageAt })
      .from(demoSessions)
      .where(eq(demoSessions.id, owner.demoSessionId));
    return demo ? planOf(demo.messageCount, DEMO_MESSAGE_LIMIT, demo.lastMessageAt, now) : 'spent';
  }
  return runPart(db, callerPlanPart(owner.userId, now));
}

type Standing = { subscribed: boolean; message_count: number | null; updated_at: string | null };

/**
 * A signed-in caller's plan as a statement part: the subscription and the free count, read together on
 * every chat, speech and transcription call. Its CTE `caller_standing` may be read by later parts
 * (`isSubscribedSql`), so a budget can be taken in the same statement only when the caller subscribes.
 */
export function callerPlanPart(userId: string, now = new Date()): StatementPart<CallerPlan> & { isSubscribedSql: SQL } {
  return {
    ctes: [
      [
        'caller_standing',
        sql`select ${subscriptionExistsSql(userId)} as subscribed, p.message_count, p.updated_at
            from (select 1) as one left join user_profiles p on p.user_id = ${userId}`,
      ],
    ],
    answer: sql`(select row_to_json(s) from caller_standing s)`,
    read: (value) => {
      const standing = value as Standing | null;
      if (standing?.subscribed) return 'subscriber';
      if (standing?.message_count == null) return 'free';
      return planOf(standing.message_count, FREE_MESSAGE_LIMIT, standing.updated_at === null ? null : new Date(standing.updated_at), now);
    },
    isSubscribedSql: sql`coalesce((select subscribed from caller_standing), false)`,
  };
}
