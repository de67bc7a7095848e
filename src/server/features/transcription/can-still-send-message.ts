/**
 * Transcribing a turn only makes sense for a caller who may still send it: a subscriber, a free user
 * with messages left, or a demo session with messages left. Nobody else reaches the paid provider.
 */
import { eq } from 'drizzle-orm';
import { DEMO_MESSAGE_LIMIT, FREE_MESSAGE_LIMIT } from '#/shared/constants';
import { DEMO_LIMIT_MESSAGE } from '#/shared/demo';
import type { Database } from '../../db/client';
import { demoSessions, userProfiles } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { FREE_LIMIT_MESSAGE } from '../free-messages/public';
import { hasActiveSubscription } from '../subscriptions/public';

export async function assertCanStillSendMessage(db: Database, caller: AppEnv['Variables']['caller']): Promise<void> {
  if (caller.kind === 'demo') {
    const [session] = await db.select({ messageCount: demoSessions.messageCount }).from(demoSessions).where(eq(demoSessions.id, caller.demoSessionId)).limit(1);
    if (!session || session.messageCount >= DEMO_MESSAGE_LIMIT) throw new AppError('demo_limit_reached', DEMO_LIMIT_MESSAGE, 402);
    return;
  }
  if (await hasActiveSubscription(db, caller.userId)) return;
  const [profile] = await db.select({ messageCount: userProfiles.messageCount }).from(userProfiles).where(eq(userProfiles.userId, caller.userId)).limit(1);
  // No profile yet means no message sent yet.
  if ((profile?.messageCount ?? 0) >= FREE_MESSAGE_LIMIT) throw new AppError('free_limit_reached', FREE_LIMIT_MESSAGE, 402);
}
