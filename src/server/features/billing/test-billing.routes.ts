/**
 * The local test-mode checkout and billing portal (used only without a Stripe key). Every action changes
 * the local provider's records, then sends a Stripe-shaped event through applyBillingEvent.
 */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { type okSchema, type testCheckoutPaidSchema, type testCheckoutSchema, testPortalActionSchema, type testPortalActions } from '#/shared/api/billing';
import { planNameFor } from '#/shared/plans';
import { priceIdsFrom } from '../../config/public-config';
import { localBillingCheckouts, localBillingSubscriptions } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireFreshUser } from '../../http/require-user';
import { applyBillingEvent } from './apply-billing-event';
import { findCustomerId } from './find-or-create-customer';
import { newTestId } from './local-billing-provider';
import { getUserSubscription } from '../subscriptions/public';

const DAY = 24 * 60 * 60;
const now = () => Math.floor(Date.now() / 1000);

const PORTAL_ACTIONS = {
  'cancel-at-period-end': { set: { cancelAtPeriodEnd: true }, event: 'customer.subscription.updated' },
  resume: { set: { cancelAtPeriodEnd: false, status: 'active' }, event: 'customer.subscription.updated' },
  'fail-payment': { set: { status: 'past_due' }, event: 'invoice.payment_failed' },
  'cancel-now': { set: { status: 'canceled', cancelAtPeriodEnd: false }, event: 'customer.subscription.deleted' },
} satisfies Record<(typeof testPortalActions)[number], { set: Partial<typeof localBillingSubscriptions.$inferInsert>; event: string }>;

export const testBillingRoutes = new Hono<AppEnv>()
  .use(requireFreshUser)
  .use(async (c, next) => {
    if (!c.var.deps.billing.isTestMode) throw new AppError('not_test_mode', 'Test-mode billing is off: this server uses Stripe.', 404);
    await next();
  })
  .get('/checkouts/:id', async (c) => {
    const checkout = await findOwnCheckout(c);
    const prices = priceIdsFrom(c.var.deps.env);
    return c.json({ id: checkout.id, status: checkout.status, price_id: checkout.priceId, plan_name: planNameFor(checkout.priceId, prices), billing_period: checkout.priceId === prices.yearly ? 'yearly' : 'monthly' } satisfies z.infer<typeof testCheckoutSchema>);
  })
  .post('/checkouts/:id/pay', async (c) => {
    const { db, billing, env } = c.var.deps;
    const checkout = await findOwnCheckout(c);
    if (checkout.status !== 'open') throw new AppError('checkout_closed', 'This checkout is already complete.', 409);
    const subscriptionId = newTestId('sub');
    const start = now();
    const length = checkout.priceId === priceIdsFrom(env).yearly ? 365 * DAY : 30 * DAY;
    await db.insert(localBillingSubscriptions).values({ id: subscriptionId, customerId: checkout.customerId, priceId: checkout.priceId, status: 'active', currentPeriodStart: start, currentPeriodEnd: start + length });
    await db.update(localBillingCheckouts).set({ status: 'complete', subscriptionId }).where(eq(localBillingCheckouts.id, checkout.id));
    for (const type of ['checkout.session.completed', 'customer.subscription.created']) {
      await applyBillingEvent(db, billing, { id: newTestId('evt'), type, created: now(), subscriptionId, customerId: checkout.customerId });
    }
    return c.json({ success_url: `/success?session_id=${checkout.id}` } satisfies z.infer<typeof testCheckoutPaidSchema>);
  })
  .post('/portal/:action', async (c) => {
    const { db, billing } = c.var.deps;
    // Only the listed actions: a lookup by an arbitrary name would find Object.prototype's members.
    const action = testPortalActionSchema.safeParse(c.req.param('action'));
    if (!action.success) throw new AppError('unknown_action', `Unknown billing action "${c.req.param('action')}".`, 400);
    const current = await getUserSubscription(db, c.var.user.id);
    const [subscription] = current?.subscription_id
      ? await db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, current.subscription_id))
      : [];
    if (!subscription) throw new AppError('no_subscription', 'There is no subscription to manage.', 404);
    const chosen = PORTAL_ACTIONS[action.data];
    await db.update(localBillingSubscriptions).set({ ...chosen.set, updatedAt: new Date() }).where(eq(localBillingSubscriptions.id, subscription.id));
    await applyBillingEvent(db, billing, { id: newTestId('evt'), type: chosen.event, created: now(), subscriptionId: subscription.id, customerId: subscription.customerId });
    return c.json({ ok: true } satisfies z.infer<typeof okSchema>);
  });

async function findOwnCheckout(c: Context<AppEnv>) {
  const { db } = c.var.deps;
  const customerId = await findCustomerId(db, c.var.user.id);
  const [checkout] = customerId
    ? await db.select().from(localBillingCheckouts).where(and(eq(localBillingCheckouts.id, c.req.param('id') ?? ''), eq(localBillingCheckouts.customerId, customerId)))
    : [];
  if (!checkout) throw new AppError('checkout_not_found', 'This checkout does not exist.', 404);
  return checkout;
}
