/** /functions/v1/admin-users: list users and toggle another user's admin rights, admins only. */
import { Hono } from 'hono';
import { listUsersQuerySchema, toggleAdminBodySchema, type toggleAdminResponseSchema } from '#/shared/api/admin-users';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { readBody, readQuery } from '../../http/read-request';
import { requireFreshUser } from '../../http/require-user';
import { listUsers } from './list-users';
import { requireAdmin } from './require-admin';
import { toggleAdmin } from './toggle-admin';

export const adminUsersRoutes = new Hono<AppEnv>()
  .use(requireFreshUser, requireAdmin)
  .get('/', async (c) => {
    const query = readQuery(c, listUsersQuerySchema);
    return c.json(await listUsers(c.var.deps.db, query));
  })
  .post('/', async (c) => {
    const body = await readBody(c, toggleAdminBodySchema);
    const user = await toggleAdmin(c.var.deps.db, { callerId: c.var.user.id, targetUserId: body.target_user_id });
    return c.json({ user } satisfies z.infer<typeof toggleAdminResponseSchema>);
  });
