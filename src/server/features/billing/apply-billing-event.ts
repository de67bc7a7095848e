/**
 * Applies one provider event to Parley's subscription records: each event id once (replays are no-ops),
 * the subscription's state always re-read from the provider, and never older than what is stored.
 * The event is recorded as processed in the same transaction as its effect, so a crash or failure
 * between the two can never leave it "processed" but unapplied: the provider's retry applies it.
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
  if (await isRecorded(db, event.id)) return 'duplicate';
  const isHandled = HANDLED_EVENT_TYPES.has(event.type) && event.subscriptionId !== null;
  // Read from the provider before the transaction: no database transaction waits on the network.
  // A failure here throws before anything is recorded, so the retry starts from scratch.
  const subscription = isHandled ? await provider.retrieveSubscription(event.subscriptionId!) : null;
  return db.transaction(async (tx) => {
    const [isNew] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: event.created })
      .onConflictDoNothing({ target: stripeEvents.id })
      .returning({ id: stripeEvents.id });
    // Another process applied the same delivery meanwhile: its transaction holds the effect.
    if (!isNew) return 'duplicate';
    if (!subscription) return 'ignored';
    await saveSubscription(tx as unknown as Database, subscription, event.created);
    return 'applied';
  });
}

async function isRecorded(db: Database, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1);
  return rows.length > 0;
}

/** Upserts the subscription's row (one per subscription id) unless a newer event has already been applied. */
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
      target: stripeSubscriptions.subscriptionId,
      set: values,
      setWhere: lte(stripeSubscriptions.lastEventAt, sql`excluded.last_event_at`),
    });
}
