import { and, eq } from 'drizzle-orm';
import { SUBSCRIPTION_STATUS } from '#/shared/subscription';
import type { Database } from '../../db/client';
import { stripeUserSubscriptions } from '../../db/schema';

export async function hasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .select({ status: stripeUserSubscriptions.subscriptionStatus })
    .from(stripeUserSubscriptions)
    .where(and(eq(stripeUserSubscriptions.userId, userId), eq(stripeUserSubscriptions.subscriptionStatus, SUBSCRIPTION_STATUS.active)))
    .limit(1);
  return rows.length > 0;
}
