/**
 * Deleting a learner's account: first the subscription is cancelled with the payment provider (if that
 * fails, nothing is deleted), then the user row goes, and with it, by foreign-key cascade, sessions,
 * sign-in accounts, profile, conversations, notebook, reviews, learner profile and practice days.
 */
import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeCustomers, stripeSubscriptions, usageAllowances, usageEvents, users, verifications } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { BillingProvider } from '../billing/public';
import { log } from '../../lib/logger';

/** Subscriptions still able to charge the card. */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid', 'incomplete']);

/** Step 1: cancel every subscription that could still charge the learner; throws (and nothing is deleted) if one cannot be. */
export async function cancelLiveSubscriptions(deps: { db: Database; billing: BillingProvider }, userId: string): Promise<void> {
  const { db, billing } = deps;
  const customers = await db.select({ customerId: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  const customerIds = customers.map((c) => c.customerId);
  const subscriptions = customerIds.length ? await db.select().from(stripeSubscriptions).where(inArray(stripeSubscriptions.customerId, customerIds)) : [];
  for (const subscription of subscriptions) {
    if (!subscription.subscriptionId || !LIVE_STATUSES.has(subscription.status)) continue;
    try {
      await billing.cancelSubscription(subscription.subscriptionId);
    } catch (error) {
      log.error({ err: error }, 'account deletion: cancelling the subscription failed');
      throw new AppError('cancel_failed', 'We could not cancel your subscription with our payment provider, so your account was not deleted. Please try again or contact support.', 502);
    }
  }
}

/** Step 2: every row of the learner's, in one transaction. */
export async function deleteAccountRows(db: Database, user: { id: string; email: string }): Promise<void> {
  const customers = await db.select({ customerId: stripeCustomers.customerId }).from(stripeCustomers).where(eq(stripeCustomers.userId, user.id));
  const customerIds = customers.map((c) => c.customerId);
  await db.transaction(async (tx) => {
    if (customerIds.length) {
      await tx.delete(stripeSubscriptions).where(inArray(stripeSubscriptions.customerId, customerIds));
      // local_billing_* stand in for the provider's own records, which (like Stripe's) outlive the account.
    }
    // Password-reset and verification tokens name the user or their email.
    await tx.delete(verifications).where(or(eq(verifications.value, user.id), eq(verifications.identifier, user.email)));
    // The usage ledger keeps its costs for the operator's accounts, but no longer says whose they were.
    await tx.update(usageEvents).set({ userId: null }).where(eq(usageEvents.userId, user.id));
    await tx.delete(usageAllowances).where(eq(usageAllowances.owner, `user:${user.id}`));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
