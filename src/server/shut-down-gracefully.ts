/**
 * SIGTERM: stop taking new work, let the requests in flight finish within the grace period, then close the
 * connections left (event streams; anything past the grace) and let the caller close the database.
 */
import type { Server } from 'node:http';
import type { AppDeps } from './http/app-env';

type ClosableServer = Pick<Server, 'close'> & { closeIdleConnections?: () => void; closeAllConnections?: () => void };

/** Resolves with whether everything in flight finished within graceMs. */
export async function shutDownGracefully(server: ClosableServer, deps: Pick<AppDeps, 'drain'>, graceMs: number): Promise<boolean> {
  deps.drain.start();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive sockets would hold close() open; a busy one is closed after its response (Connection: close).
  server.closeIdleConnections?.();
  const isSettled = await deps.drain.settled(graceMs);
  server.closeAllConnections?.();
  await closed;
  return isSettled;
}
