/** /functions/v1/admin-users (spec §7): list users and toggle another user's admin rights, admins only. */
import { Hono } from 'hono';
import { listUsersQuerySchema, toggleAdminBodySchema, type toggleAdminResponseSchema } from '#/shared/api/admin-users';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { readJsonBody } from '../../http/read-json-body';
import { requireFreshUser } from '../../http/require-user';
import { listUsers } from './list-users';
import { requireAdmin } from './require-admin';
import { toggleAdmin } from './toggle-admin';

export const adminUsersRoutes = new Hono<AppEnv>()
  .use(requireFreshUser, requireAdmin)
  .get('/', async (c) => {
    const query = listUsersQuerySchema.parse(c.req.query());
    return c.json(await listUsers(c.var.deps.db, query));
  })
  .post('/', async (c) => {
    const body = toggleAdminBodySchema.parse(await readJsonBody(c));
    const user = await toggleAdmin(c.var.deps.db, { callerId: c.var.user.id, targetUserId: body.target_user_id });
    return c.json({ user } satisfies z.infer<typeof toggleAdminResponseSchema>);
  });
