import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  if (c.var.deps.drain.isDraining) return c.json({ status: 'draining', database: c.var.deps.database.kind }, 503);
  try {
    await c.var.deps.database.ping();
    return c.json({ status: 'ok', database: c.var.deps.database.kind });
  } catch (error) {
    console.warn(`[health] the database did not answer a ping: ${error instanceof Error ? error.message : String(error)}`);
    return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
  }
});
