/**
 * GET /metrics for Prometheus: off (404) unless METRICS_TOKEN is set, then only with
 * `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). ADR 031.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';
import { scrapeMetrics } from './cluster-metrics';
import { metricsRegistry } from './metrics';

export const metricsRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const token = c.var.deps.env.METRICS_TOKEN;
  if (!token) throw new AppError('not_found', 'Not found', 404);
  if (!isBearer(c.req.header('authorization'), token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    throw new AppError('unauthorized', 'A metrics token is required.', 401);
  }
  return c.body(await scrapeMetrics(), 200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
});

function isBearer(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim() ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
