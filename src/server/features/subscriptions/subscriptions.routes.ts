import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { getUserSubscription } from './get-user-subscription';

export const subscriptionsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/subscription', async (c) => c.json({ subscription: await getUserSubscription(c.var.deps.db, c.var.user.id) }));
