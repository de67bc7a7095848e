/**
 * GET /api/admin/usage: the usage ledger summarized for the admin panel's Usage view, and
 * /reported-corrections: learners' "That's not right" reports per rule; admins only.
 */
import { Hono } from 'hono';
import { usageQuerySchema } from '#/shared/api/admin-usage';
import type { AppEnv } from '../../http/app-env';
import { readQuery } from '../../http/read-request';
import { requireUser } from '../../http/require-user';
import { requireAdmin } from '../admin-users/public';
import { countReportsPerRule } from '../notebook/public';
import { summarizeUsage } from '../usage/public';

export const adminUsageRoutes = new Hono<AppEnv>()
  .use(requireUser, requireAdmin)
  .get('/', async (c) => {
    const query = readQuery(c, usageQuerySchema);
    return c.json(await summarizeUsage(c.var.deps.db, { days: query.days }));
  })
  .get('/reported-corrections', async (c) => c.json(await countReportsPerRule(c.var.deps.db)));
