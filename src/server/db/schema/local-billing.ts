/**
 * The local test-mode payment provider's own records (used only when no Stripe key is set): what Stripe
 * would hold on its side. Parley's subscription records are still written through the webhook code path.
 */
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const localBillingCheckouts = pgTable('local_billing_checkouts', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  referral: text('referral'),
  status: text('status').notNull().default('open'),
  subscriptionId: text('subscription_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const localBillingSubscriptions = pgTable('local_billing_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  priceId: text('price_id').notNull(),
  status: text('status').notNull(),
  currentPeriodStart: bigint('current_period_start', { mode: 'number' }).notNull(),
  currentPeriodEnd: bigint('current_period_end', { mode: 'number' }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cardBrand: text('card_brand').notNull().default('visa'),
  cardLast4: text('card_last4').notNull().default('4242'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
