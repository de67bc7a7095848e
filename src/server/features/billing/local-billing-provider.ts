/**
 * Test mode (no Stripe key): a local stand-in for Stripe. Checkouts and subscriptions live in
 * local_billing_* tables; its checkout page's Pay button emits Stripe-shaped events that go through
 * applyBillingEvent exactly like Stripe's webhooks do.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { localBillingSubscriptions } from '../../db/schema';
import { localBillingCheckouts } from '../../db/schema';
import type { BillingProvider } from './billing-provider';

export const newTestId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export function createLocalBillingProvider(db: Database, appUrl: string): BillingProvider {
  return {
    isTestMode: true,
    async createCustomer() {
      return newTestId('cus');
    },
    async createCheckoutSession({ customerId, priceId, referral }) {
      const id = newTestId('cs');
      await db.insert(localBillingCheckouts).values({ id, customerId, priceId, referral });
      return { url: `${appUrl}/test-checkout/${id}` };
    },
    async retrieveSubscription(subscriptionId) {
      const [row] = await db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, subscriptionId));
      if (!row) throw new Error(`No such subscription: ${subscriptionId}`);
      return {
        id: row.id,
        customerId: row.customerId,
        status: row.status,
        priceId: row.priceId,
        currentPeriodStart: row.currentPeriodStart,
        currentPeriodEnd: row.currentPeriodEnd,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        paymentMethodBrand: row.cardBrand,
        paymentMethodLast4: row.cardLast4,
      };
    },
    async createPortalSession() {
      return { url: `${appUrl}/test-billing-portal` };
    },
    async cancelSubscription(subscriptionId) {
      await db.update(localBillingSubscriptions).set({ status: 'canceled', cancelAtPeriodEnd: false }).where(eq(localBillingSubscriptions.id, subscriptionId));
    },
  };
}
