import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { log } from '../../lib/logger';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (c.var.deps.drain.isDraining) return c.json({ status: 'draining', database: c.var.deps.database.kind }, 503);
  try {
    await c.var.deps.database.ping();
    return c.json({ status: 'ok', database: c.var.deps.database.kind });
  } catch (error) {
    log.warn({ err: error }, 'health: the database did not answer a ping');
    return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
  }
});
