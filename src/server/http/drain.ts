/**
 * Draining for a restart (issue 39, ADR 033). SIGTERM starts it; it has two steps.
 *
 * 1. Hand-over. /healthz says 'draining', and a new GET, HEAD or OPTIONS gets 503 with Retry-After and
 *    Connection: close: a proxy retries it on another replica and takes this one out of rotation
 *    (nginx: `proxy_next_upstream http_503` with `max_fails`). Any other method (POST…) is served: a proxy
 *    never retries a request that may change something once it has sent it, so refusing it here would fail
 *    it. The listener stays open and idle keep-alive connections stay up meanwhile: a proxy that has not yet
 *    noticed may still send here, and a request it writes to a connection being closed is lost.
 * 2. Once nothing has arrived for HANDOVER_QUIET_MS (the proxy sends elsewhere), or after HANDOVER_MAX_MS, the
 *    listener closes (a proxy's new connections are refused, which it retries elsewhere whatever the
 *    method) and idle connections are closed.
 *
 * Throughout, every response closes its connection, and the requests in flight — chat streams and speech
 * among them — are counted until they finish. Event streams (paths ending /events) are not work: they are
 * closed when the server closes, and the browser reconnects elsewhere.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorMessageFor } from './localize-error';

export const DRAINING_RETRY_AFTER_SECONDS = 2;
export const DRAINING_MESSAGE = 'Parley is restarting. Please try again in a moment.';
/** The hand-over ends once no request has arrived for this long… */
export const HANDOVER_QUIET_MS = 1_000;
/** …or after this long at most. */
export const HANDOVER_MAX_MS = 5_000;

/** Methods a proxy may send again to another replica: refused with 503 while draining. */
const RETRYABLE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type Drain = {
  readonly isDraining: boolean;
  /** Requests in flight, event streams aside. */
  readonly inFlight: number;
  start: () => void;
  /** Counts the server's requests from now on. */
  track: (server: Pick<Server, 'prependListener'>) => void;
  /** Resolves once no request (/healthz aside) has arrived for quietMs since the drain started, or after maxMs. */
  quiet: (quietMs: number, maxMs: number) => Promise<void>;
  /** Resolves true once nothing is in flight, or false when graceMs pass first. */
  settled: (graceMs: number) => Promise<boolean>;
};

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0]!;
const isEventStream = (url: string | undefined) => pathOf(url).endsWith('/events');

export function createDrain(): Drain {
  let isDraining = false;
  let inFlight = 0;
  let lastArrivalAt = 0;
  const waiters = new Set<() => void>();
  const finishOne = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of waiters) wake();
  };
  return {
    get isDraining() {
      return isDraining;
    },
    get inFlight() {
      return inFlight;
    },
    start: () => {
      if (!isDraining) lastArrivalAt = Date.now();
      isDraining = true;
    },
    track: (server) => {
      // First of the 'request' listeners, so it runs before the app can write the response's head.
      server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
        if (isDraining) {
          response.shouldKeepAlive = false;
          if (pathOf(request.url) !== '/healthz') lastArrivalAt = Date.now();
        }
        if (isEventStream(request.url)) return;
        inFlight += 1;
        response.once('close', finishOne);
      });
    },
    quiet: (quietMs, maxMs) =>
      new Promise<void>((resolve) => {
        const deadline = Date.now() + maxMs;
        const look = () => {
          const now = Date.now();
          const quietAt = lastArrivalAt + quietMs;
          if (now >= quietAt || now >= deadline) return resolve();
          setTimeout(look, Math.min(quietAt, deadline) - now).unref();
        };
        look();
      }),
    settled: (graceMs) =>
      new Promise<boolean>((resolve) => {
        if (inFlight === 0) return resolve(true);
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          resolve(false);
        }, graceMs);
        timer.unref();
        waiters.add(wake);
      }),
  };
}

/**
 * While draining, a GET, HEAD or OPTIONS (/healthz aside) is refused with 503 before anything is done, for a
 * proxy to retry elsewhere; other methods go on (see above).
 */
export const refuseWhileDraining: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.deps.drain.isDraining || c.req.path === '/healthz' || !RETRYABLE_METHODS.has(c.req.method)) return next();
  c.header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
  c.header('Connection', 'close');
  return c.json({ error: errorMessageFor(c, DRAINING_MESSAGE), code: 'restarting' }, 503);
};
