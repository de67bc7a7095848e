/**
 * Applies one provider event to Parley's subscription records: each event id once (replays are no-ops),
 * the subscription's state always re-read from the provider, and never older than what is stored.
 */
import { eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stripeEvents, stripeSubscriptions } from '../../db/schema';
import type { BillingEvent, BillingProvider, ProviderSubscription } from './billing-provider';

export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'invoice.payment_failed',
  'invoice.payment_succeeded',
  'invoice.paid',
]);

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

export async function applyBillingEvent(db: Database, provider: BillingProvider, event: BillingEvent): Promise<ApplyResult> {
  const [isNew] = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, createdAt: event.created })
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  if (!isNew) return 'duplicate';
  if (!HANDLED_EVENT_TYPES.has(event.type) || !event.subscriptionId) return 'ignored';
  try {
    const subscription = await provider.retrieveSubscription(event.subscriptionId);
    await saveSubscription(db, subscription, event.created);
    return 'applied';
  } catch (error) {
    // Not applied: forget the id so the provider's retry is processed.
    await db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    throw error;
  }
}

/** Upserts the customer's subscription row unless a newer event has already been applied. */
export async function saveSubscription(db: Database, subscription: ProviderSubscription, eventCreated: number): Promise<void> {
  const values = {
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    status: subscription.status,
    priceId: subscription.priceId,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    paymentMethodBrand: subscription.paymentMethodBrand,
    paymentMethodLast4: subscription.paymentMethodLast4,
    lastEventAt: eventCreated,
    updatedAt: new Date(),
  };
  await db
    .insert(stripeSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: stripeSubscriptions.customerId,
      set: values,
      setWhere: lte(stripeSubscriptions.lastEventAt, sql`excluded.last_event_at`),
    });
}
