import { Hono } from 'hono';
import type { z } from 'zod';
import type { subscriptionResponseSchema } from '#/shared/api/subscription';
import { planNameFor } from '#/shared/plans';
import { priceIdsFrom } from '../../config/public-config';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { getUserSubscription } from './get-user-subscription';

export const subscriptionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/subscription', async (c) => {
    const subscription = await getUserSubscription(c.var.deps.db, c.var.user.id);
    // The plan's product-branded name comes with it, so every screen names it the same way.
    return c.json({ subscription: subscription && { ...subscription, plan_name: planNameFor(subscription.price_id, priceIdsFrom(c.var.deps.env)) } } satisfies z.infer<typeof subscriptionResponseSchema>);
  });
