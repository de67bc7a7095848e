/**
 * Draining for a restart (issue 39): once SIGTERM starts it, /healthz says 'draining' (a proxy stops sending
 * here), new requests get 503 with Retry-After and Connection: close, and the requests already in flight —
 * chat streams and speech among them — are counted until they finish. Event streams (paths ending /events)
 * are not work: they are closed when the server closes, and the browser reconnects elsewhere.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import { errorMessageFor } from './localize-error';

export const DRAINING_RETRY_AFTER_SECONDS = 2;
export const DRAINING_MESSAGE = 'Parley is restarting. Please try again in a moment.';

export type Drain = {
  readonly isDraining: boolean;
  /** Requests in flight, event streams aside. */
  readonly inFlight: number;
  start: () => void;
  /** Counts the server's requests from now on. */
  track: (server: Pick<Server, 'on'>) => void;
  /** Resolves true once nothing is in flight, or false when graceMs pass first. */
  settled: (graceMs: number) => Promise<boolean>;
};

const isEventStream = (url: string | undefined) => (url ?? '').split('?')[0]!.endsWith('/events');

export function createDrain(): Drain {
  let isDraining = false;
  let inFlight = 0;
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
      isDraining = true;
    },
    track: (server) => {
      server.on('request', (request: IncomingMessage, response: ServerResponse) => {
        if (isEventStream(request.url)) return;
        inFlight += 1;
        response.once('close', finishOne);
      });
    },
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

/** While draining, every request but /healthz is refused with 503, and its connection is not kept alive. */
export const refuseWhileDraining: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.deps.drain.isDraining || c.req.path === '/healthz') return next();
  c.header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS));
  c.header('Connection', 'close');
  return c.json({ error: errorMessageFor(c, DRAINING_MESSAGE), code: 'restarting' }, 503);
};
