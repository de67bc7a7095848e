/** What a caller may spend: a subscriber, a free account or demo visitor with messages left, or one without. */
import { eq } from 'drizzle-orm';
import { DEMO_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT } from '#/shared/constants';
import type { Database } from '../../db/client';
import { demoSessions, userProfiles } from '../../db/schema';
import { hasActiveSubscription } from '../subscriptions/public';
import type { UsageOwner } from './usage-owner';

/** 'spent': the free (or demo) messages are used up, so nothing may reach a paid provider any more. */
export type CallerPlan = 'subscriber' | 'free' | 'spent';

export async function findCallerPlan(db: Database, owner: UsageOwner): Promise<CallerPlan> {
  if ('demoSessionId' in owner) {
    const [demo] = await db.select({ messageCount: demoSessions.messageCount }).from(demoSessions).where(eq(demoSessions.id, owner.demoSessionId));
    return (demo?.messageCount ?? DEMO_MESSAGE_LIMIT) < DEMO_MESSAGE_LIMIT ? 'free' : 'spent';
  }
  if (await hasActiveSubscription(db, owner.userId)) return 'subscriber';
  const [profile] = await db.select({ messageCount: userProfiles.messageCount }).from(userProfiles).where(eq(userProfiles.userId, owner.userId));
  return (profile?.messageCount ?? 0) < FREE_MESSAGE_LIMIT ? 'free' : 'spent';
}
