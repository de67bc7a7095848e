import { eq } from 'drizzle-orm';
import type { UserSubscription } from '#/shared/subscription';
import type { Database } from '../../db/client';
import { stripeUserSubscriptions } from '../../db/schema';

/** The signed-in user's row of stripe_user_subscriptions, or null for a free user. */
export async function getUserSubscription(db: Database, userId: string): Promise<UserSubscription | null> {
  const [row] = await db.select().from(stripeUserSubscriptions).where(eq(stripeUserSubscriptions.userId, userId)).limit(1);
  if (!row) return null;
  return {
    customer_id: row.customerId,
    subscription_id: row.subscriptionId,
    subscription_status: row.subscriptionStatus,
    price_id: row.priceId,
    current_period_start: row.currentPeriodStart,
    current_period_end: row.currentPeriodEnd,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    payment_method_brand: row.paymentMethodBrand,
    payment_method_last4: row.paymentMethodLast4,
  };
}
