/**
 * First middleware of every request: gives it an id (a sane incoming `x-request-id`, else a new one) that
 * every log line of the request carries (request-context.ts) and the response returns, counts and times it
 * by route pattern for /metrics, and logs one line of it — method, route pattern, status, duration; never the
 * URL, whose path or query may hold a reset token.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { log } from '../lib/logger';
import { runInRequest } from '../lib/request-context';
import { httpRequestSeconds, httpRequests } from '../metrics/metrics';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, up to 128: what proxies and tracers send; anything else is replaced. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(incoming: string | undefined): string {
  return incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export const observeRequests: MiddlewareHandler = (c, next) => {
  const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
  const startedAt = performance.now();
  // Set before the response exists, so it is built with it: set on a finished response, Hono rebuilds that
  // response as a web Response and the Node adapter loses its fast path (docs/benchmarks.md, chat under load).
  c.header(REQUEST_ID_HEADER, requestId);
  return runInRequest({ requestId, startedAt }, async () => {
    try {
      await next();
    } finally {
      // A response built outside Hono's context (Better Auth's) does not carry it yet.
      if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) c.header(REQUEST_ID_HEADER, requestId);
      const labels = { method: c.req.method, route: routePatternOf(c), status: String(c.res.status) };
      const seconds = (performance.now() - startedAt) / 1000;
      httpRequests.inc(labels);
      httpRequestSeconds.observe(labels, seconds);
      const level = c.res.status >= 500 ? 'warn' : 'info';
      log[level]({ method: labels.method, route: labels.route, status: c.res.status, ms: Math.round(seconds * 1000) }, 'request');
    }
  });
};

/** The pattern of the route that answered ('/api/conversations/:id'); the web app's pages and files are one. */
function routePatternOf(c: Context): string {
  const pattern = routePath(c);
  return pattern === '' ? 'unmatched' : pattern;
}
