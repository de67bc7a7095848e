/** Payment records: customers, subscriptions and the per-user view the app reads. */
import { eq, isNull, sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, pgView, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const stripeCustomers = pgTable('stripe_customers', {
  id: serial('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});

/** One row per provider subscription: a customer may hold several over time (ADR 008). */
export const stripeSubscriptions = pgTable(
  'stripe_subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id').unique(),
    priceId: text('price_id'),
    currentPeriodStart: bigint('current_period_start', { mode: 'number' }),
    currentPeriodEnd: bigint('current_period_end', { mode: 'number' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    paymentMethodBrand: text('payment_method_brand'),
    paymentMethodLast4: text('payment_method_last4'),
    status: text('status').notNull().default('not_started'),
    /** Unix seconds of the newest provider event applied: an older event never overwrites a newer state. */
    lastEventAt: bigint('last_event_at', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('stripe_subscriptions_customer_id_idx').on(table.customerId)],
);

/** Every webhook event applied, by id: a replayed or duplicated event is applied once. */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    createdAt: bigint('created', { mode: 'number' }).notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Housekeeping deletes events processed more than 30 days ago.
  (table) => [index('stripe_events_processed_at_idx').on(table.processedAt)],
);

/**
 * One row per user: the current subscription — an active (or trialing) one first, then past due, then the
 * latest by period end — so every screen shows the subscription that matters (ADR 008).
 */
export const stripeUserSubscriptions = pgView('stripe_user_subscriptions').as((qb) =>
  qb
    .selectDistinctOn([stripeCustomers.userId], {
      userId: stripeCustomers.userId,
      customerId: stripeCustomers.customerId,
      subscriptionId: stripeSubscriptions.subscriptionId,
      subscriptionStatus: sql<string>`${stripeSubscriptions.status}`.as('subscription_status'),
      priceId: stripeSubscriptions.priceId,
      currentPeriodStart: stripeSubscriptions.currentPeriodStart,
      currentPeriodEnd: stripeSubscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: stripeSubscriptions.cancelAtPeriodEnd,
      paymentMethodBrand: stripeSubscriptions.paymentMethodBrand,
      paymentMethodLast4: stripeSubscriptions.paymentMethodLast4,
    })
    .from(stripeCustomers)
    .leftJoin(stripeSubscriptions, eq(stripeSubscriptions.customerId, stripeCustomers.customerId))
    .where(sql`${isNull(stripeCustomers.deletedAt)} and ${isNull(stripeSubscriptions.deletedAt)}`)
    .orderBy(
      stripeCustomers.userId,
      sql`case ${stripeSubscriptions.status} when 'active' then 0 when 'trialing' then 1 when 'past_due' then 2 else 3 end`,
      sql`${stripeSubscriptions.currentPeriodEnd} desc nulls last`,
      sql`${stripeSubscriptions.updatedAt} desc`,
    ),
);
