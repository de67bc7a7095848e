/** POST /functions/v1/checkout: {price_id, mode, success_url, cancel_url, affonso_referral} → {url} or {error}. */
import { Hono } from 'hono';
import type { z } from 'zod';
import { checkoutRequestSchema, type redirectUrlSchema } from '#/shared/api/billing';
import { CHECKOUT_ERRORS, SUBSCRIPTION_EXISTS } from '#/shared/checkout-errors';
import { sellablePlans } from '#/shared/plans';
import { priceIdsFrom } from '../../config/public-config';
import type { AppEnv } from '../../http/app-env';
import { errorMessageFor } from '../../http/localize-error';
import { readJsonBody } from '../../http/read-json-body';
import { hasOpenSubscription } from '../subscriptions/public';
import { readSession } from '../../http/read-session';
import { findOrCreateCustomer } from './find-or-create-customer';
import { log } from '../../lib/logger';

export const checkoutRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const { db, env, billing } = c.var.deps;
  const session = await readSession(c, { fresh: true }); // money moves: a revoked session stops at once
  if (!session) return c.json({ error: errorMessageFor(c, CHECKOUT_ERRORS.notAuthenticated), code: 'not_authenticated' }, 401);
  const parsed = checkoutRequestSchema.safeParse(await readJsonBody(c));
  const plan = parsed.success ? sellablePlans(priceIdsFrom(env)).find((p) => p.priceId === parsed.data.price_id) : undefined;
  if (!parsed.success || !plan) return c.json({ error: errorMessageFor(c, CHECKOUT_ERRORS.failed), code: 'invalid_checkout' }, 400);
  // One subscription per learner: a second checkout would charge twice (ADR 008).
  if (await hasOpenSubscription(db, session.user.id)) {
    return c.json({ error: errorMessageFor(c, SUBSCRIPTION_EXISTS.message), code: SUBSCRIPTION_EXISTS.code, manage_url: SUBSCRIPTION_EXISTS.manageUrl }, 409);
  }
  try {
    const customerId = await findOrCreateCustomer(db, billing, session.user);
    // Our own addresses, whatever the body says: a checkout must never redirect to another site.
    const { url } = await billing.createCheckoutSession({
      customerId,
      priceId: plan.priceId,
      userId: session.user.id,
      successUrl: `${env.APP_URL}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${env.APP_URL}/pricing`,
      referral: parsed.data.affonso_referral || undefined,
    });
    return c.json({ url } satisfies z.infer<typeof redirectUrlSchema>);
  } catch (error) {
    log.error({ err: error }, 'checkout failed');
    return c.json({ error: errorMessageFor(c, CHECKOUT_ERRORS.failed), code: 'checkout_failed' }, 502);
  }
});
