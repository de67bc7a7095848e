import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeCustomers, stripeSubscriptions } from '../../db/schema';

/** Statuses that hold a learner's subscription open: a second checkout is refused while one exists. */
export const OPEN_SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due'] as const;

/** Every subscription row of the user, whatever the view shows as current (ADR 008). */
async function hasSubscriptionWithStatus(db: Database, userId: string, statuses: readonly string[]): Promise<boolean> {
  const rows = await db
    .select({ id: stripeSubscriptions.id })
    .from(stripeSubscriptions)
    .innerJoin(stripeCustomers, eq(stripeCustomers.customerId, stripeSubscriptions.customerId))
    .where(
      and(
        eq(stripeCustomers.userId, userId),
        isNull(stripeCustomers.deletedAt),
        isNull(stripeSubscriptions.deletedAt),
        inArray(stripeSubscriptions.status, [...statuses]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Access is granted when any of the user's subscriptions is active. */
export function hasActiveSubscription(db: Database, userId: string): Promise<boolean> {
  return hasSubscriptionWithStatus(db, userId, ['active']);
}

/** An active, trialing or past-due subscription: the learner already pays (or owes) for one. */
export function hasOpenSubscription(db: Database, userId: string): Promise<boolean> {
  return hasSubscriptionWithStatus(db, userId, OPEN_SUBSCRIPTION_STATUSES);
}
