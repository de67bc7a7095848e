/** GET /api/admin/usage: the usage ledger summarized for the admin panel's Usage view, admins only. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../admin-users/public';
import { summarizeUsage } from '../usage/public';

const usageQuerySchema = z.object({
  days: z.coerce.number({ message: 'days must be a number' }).int().min(1, 'days must be 1 to 90').max(90, 'days must be 1 to 90').default(30),
});

export const adminUsageRoutes = new Hono<AppEnv>().use(requireUser, requireAdmin).get('/', async (c) => {
  const query = usageQuerySchema.parse(c.req.query());
  return c.json(await summarizeUsage(c.var.deps.db, { days: query.days }));
});
