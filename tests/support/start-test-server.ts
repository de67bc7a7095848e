/** Runs the real app over real HTTP on a free port, on its own in-memory database. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { webBuildFolder } from '../../src/server/config/project-paths';
import { createApp } from '../../src/server/create-app';
import { createServerDeps } from '../../src/server/create-server-deps';
import { shutDownGracefully } from '../../src/server/shut-down-gracefully';
import type { DatabaseHandle } from '../../src/server/db/client';
import type { AppDeps } from '../../src/server/http/app-env';
import type { Mailer } from '../../src/server/mail/mailer';
import { warmUpChecker } from '../../src/server/features/tutor/tutor-test-helpers';
import { openTestDatabase } from './test-database';
import { testEnv } from './test-env';

export type TestServer = {
  url: string;
  deps: AppDeps;
  close: () => Promise<void>;
  /** What SIGTERM does (shut-down-gracefully.ts): hand over, stop listening, wait for the requests in flight up to graceMs, close. */
  shutDown: (graceMs: number, handover?: { quietMs: number; maxMs: number }) => Promise<boolean>;
};

let grammarCheckerReady: Promise<void> | undefined;

export async function startTestServer(
  options: { env?: Record<string, string>; mailer?: Mailer; database?: DatabaseHandle; webRoot?: string } = {},
): Promise<TestServer> {
  // The grammar checker's worker starts on its first task, which waits for it (up to 20 s on a busy machine):
  // started here, within the file's generous set-up limit, so no test pays it within its own. Once a worker
  // process, since the server suites share their modules (vitest.config.ts).
  grammarCheckerReady ??= warmUpChecker();
  await grammarCheckerReady;
  const database = options.database ?? (await openTestDatabase());
  // APP_URL must name the port, which is known only once listening: reserve it first.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = testEnv({ APP_URL: url, PORT: String(port), ...options.env });
  const deps = await createServerDeps(env, { database, mailer: options.mailer, skipMigrations: true });
  const app = createApp(deps, { webRoot: options.webRoot ?? webBuildFolder });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const httpServer = server as import('node:http').Server;
  deps.drain.track(httpServer);
  return {
    url,
    deps,
    shutDown: (graceMs, handover) => shutDownGracefully(httpServer, deps, graceMs, handover),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      });
      await deps.subscriptionChanges.close();
      await database.close();
    },
  };
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
