/** Entry point: validate the environment, open the database, serve HTTP, shut down cleanly on SIGTERM. */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './config/env';
import { webBuildFolder } from './config/project-paths';
import { createApp } from './create-app';
import { createServerDeps } from './create-server-deps';
import { startHousekeeping } from './features/housekeeping/start-housekeeping';
import { loadFrequencyRanksSoon } from './features/vocabulary/public';
import { serveWithWorkers } from './serve-with-workers';

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) return serveWithWorkers(env);
  const deps = await createServerDeps(env, { warmUp: true });
  if (deps.billing.isTestMode) {
    console.warn('[billing] STRIPE_SECRET_KEY is not set: payments run in TEST MODE (no money moves, anyone can "pay"). Set it before taking real customers.');
  }
  const app = createApp(deps, { webRoot: webBuildFolder });
  const housekeeping = env.HOUSEKEEPING_INTERVAL_MINUTES > 0 ? startHousekeeping(deps.db, env.HOUSEKEEPING_INTERVAL_MINUTES * 60_000) : null;
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const store = deps.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
    console.info(`Parley is listening on ${env.APP_URL} (port ${info.port}, ${store})`);
    loadFrequencyRanksSoon();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`[server] ${signal}: finishing open requests, then closing the database`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await housekeeping?.stop();
      await deps.subscriptionChanges.close();
      await deps.database.close();
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; open event streams get a moment, then are closed.
    const http = server as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    setTimeout(() => http.closeAllConnections?.(), 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error('[server] failed to start:', error);
  process.exit(1);
});
