/**
 * The free-message gate, enforced by the server. One conditional UPDATE both checks
 * and counts, so parallel requests can never take a free user past the limit.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { FREE_MESSAGE_LIMIT } from '#/shared/constants';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { ensureUserProfile, type ProfileOwner } from '../profiles/public';
import { hasActiveSubscription } from '../subscriptions/public';

export const FREE_LIMIT_MESSAGE = `You've reached your free limit of ${FREE_MESSAGE_LIMIT} messages. Upgrade to keep talking with your teachers.`;

/** A counted message; `refund` gives it back when no reply could be produced. */
export type CountedMessage = { isCounted: boolean; refund: () => Promise<void> };

/** `known.isSubscriber` spares the subscription read when the caller's plan was just looked up. */
export async function countMessage(db: Database, user: ProfileOwner, adminEmails: readonly string[], known: { isSubscriber?: boolean } = {}): Promise<CountedMessage> {
  if (known.isSubscriber ?? (await hasActiveSubscription(db, user.id))) return { isCounted: false, refund: async () => {} };
  let counted = await takeFreeMessage(db, user.id);
  if (counted.length === 0) {
    // No row matched: the limit is reached, or (rarely) the profile was never created. Create it and try once more.
    await ensureUserProfile(db, user, adminEmails);
    counted = await takeFreeMessage(db, user.id);
  }
  if (counted.length === 0) throw new AppError('free_limit_reached', FREE_LIMIT_MESSAGE, 402);
  return { isCounted: true, refund: () => refundMessage(db, user.id) };
}

function takeFreeMessage(db: Database, userId: string) {
  return db
    .update(userProfiles)
    .set({ messageCount: sql`${userProfiles.messageCount} + 1`, updatedAt: new Date() })
    .where(and(eq(userProfiles.userId, userId), lt(userProfiles.messageCount, FREE_MESSAGE_LIMIT)))
    .returning({ messageCount: userProfiles.messageCount });
}

async function refundMessage(db: Database, userId: string): Promise<void> {
  await db
    .update(userProfiles)
    .set({ messageCount: sql`greatest(${userProfiles.messageCount} - 1, 0)`, updatedAt: new Date() })
    .where(eq(userProfiles.userId, userId));
}
