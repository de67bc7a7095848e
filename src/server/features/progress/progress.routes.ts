import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { getProgress } from './get-progress';

/** /api/progress: streak, practice totals and the 30-day activity chart. */
export const progressRoutes = new Hono<AppEnv>().use(requireUser).get('/', async (c) => c.json(await getProgress(c.var.deps.db, c.var.user.id)));
