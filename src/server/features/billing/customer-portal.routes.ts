/** POST /functions/v1/customer-portal: the payment provider's billing portal for the signed-in customer. */
import { Hono } from 'hono';
import type { z } from 'zod';
import type { redirectUrlSchema } from '#/shared/api/billing';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireFreshUser } from '../../http/require-user';
import { findCustomerId } from './find-or-create-customer';
import { log } from '../../lib/logger';

export const customerPortalRoutes = new Hono<AppEnv>().post('/', requireFreshUser, async (c) => {
  const { db, billing, env } = c.var.deps;
  const customerId = await findCustomerId(db, c.var.user.id);
  if (!customerId) throw new AppError('no_subscription', 'The billing portal becomes available after a subscription is set up.', 404);
  try {
    const { url } = await billing.createPortalSession({ customerId, returnUrl: `${env.APP_URL}/manage-subscription` });
    return c.json({ url } satisfies z.infer<typeof redirectUrlSchema>);
  } catch (error) {
    log.error({ err: error }, 'billing: the customer portal failed');
    throw new AppError('portal_failed', 'The billing portal could not be opened. Please try again.', 502);
  }
});
