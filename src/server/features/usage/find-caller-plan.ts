/** What a caller may spend: a subscriber, a free account or demo visitor with messages left, or one without. */
import { eq } from 'drizzle-orm';
import { DEMO_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT } from '#/shared/constants';
import type { Database } from '../../db/client';
import { demoSessions, userProfiles } from '../../db/schema';
import { hasActiveSubscription } from '../subscriptions/public';
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
  if (await hasActiveSubscription(db, owner.userId)) return 'subscriber';
  const [profile] = await db.select({ messageCount: userProfiles.messageCount, updatedAt: userProfiles.updatedAt }).from(userProfiles).where(eq(userProfiles.userId, owner.userId));
  return profile ? planOf(profile.messageCount, FREE_MESSAGE_LIMIT, profile.updatedAt, now) : 'free';
}
