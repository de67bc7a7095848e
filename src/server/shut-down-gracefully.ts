/**
 * SIGTERM: hand over to the other replicas, stop listening, let the requests in flight finish within the grace
 * period, then close the connections left (event streams; anything past the grace) and let the caller close
 * the database. The steps are in http/drain.ts.
 */
import type { Server } from 'node:http';
import type { AppDeps } from './http/app-env';
import { HANDOVER_MAX_MS, HANDOVER_QUIET_MS } from './http/drain';

type ClosableServer = Pick<Server, 'close'> & { closeIdleConnections?: () => void; closeAllConnections?: () => void };

/** Resolves with whether everything in flight finished within graceMs (counted from the call). */
export async function shutDownGracefully(
  server: ClosableServer,
  deps: Pick<AppDeps, 'drain'>,
  graceMs: number,
  handover: { quietMs: number; maxMs: number } = { quietMs: HANDOVER_QUIET_MS, maxMs: HANDOVER_MAX_MS },
): Promise<boolean> {
  const startedAt = Date.now();
  deps.drain.start();
  // Still listening: a proxy that has not noticed yet may send here (retryable requests get 503, others are served).
  await deps.drain.quiet(Math.min(handover.quietMs, graceMs), Math.min(handover.maxMs, graceMs));
  // Nothing arrives any more: new connections are refused from now on (a proxy retries those anywhere).
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; a busy one is closed after its response (drain.ts).
  server.closeIdleConnections?.();
  const isSettled = await deps.drain.settled(Math.max(0, graceMs - (Date.now() - startedAt)));
  server.closeAllConnections?.();
  await closed;
  return isSettled;
}
