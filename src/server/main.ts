/** Entry point: validate the environment, open the database, serve HTTP, shut down cleanly on SIGTERM. */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './config/env';
import { webBuildFolder } from './config/project-paths';
import { createApp } from './create-app';
import { createServerDeps } from './create-server-deps';
import { configureLogger, log } from './lib/logger';
import { joinClusterMetrics } from './metrics/cluster-metrics';
import { startHousekeeping } from './features/housekeeping/start-housekeeping';
import { startDailyReminders } from './features/reminders/start-daily-reminders';
import { loadFrequencyRanksSoon } from './features/vocabulary/public';
import { serveWithWorkers } from './serve-with-workers';
import { shutDownGracefully } from './shut-down-gracefully';

async function main() {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  configureLogger({ level: env.LOG_LEVEL });
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) return serveWithWorkers(env);
  if (cluster.isWorker && env.METRICS_TOKEN) joinClusterMetrics();
  const deps = await createServerDeps(env, { warmUp: true });
  if (deps.billing.isTestMode) {
    log.warn('STRIPE_SECRET_KEY is not set: payments run in TEST MODE (no money moves, anyone can "pay"). Set it before taking real customers.');
  }
  const app = createApp(deps, { webRoot: webBuildFolder });
  const housekeeping = env.HOUSEKEEPING_INTERVAL_MINUTES > 0 ? startHousekeeping(deps.db, env.HOUSEKEEPING_INTERVAL_MINUTES * 60_000) : null;
  const reminders = env.REMINDER_INTERVAL_MINUTES > 0 ? startDailyReminders({ db: deps.db, mailer: deps.mailer, appUrl: env.APP_URL }, env.REMINDER_INTERVAL_MINUTES * 60_000) : null;
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const store = deps.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
    log.info({ url: env.APP_URL, port: info.port, store }, `Parley is listening on ${env.APP_URL}`);
    loadFrequencyRanksSoon();
  });
  const httpServer = server as import('node:http').Server;
  deps.drain.track(httpServer);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    log.info({ signal, graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, 'draining: handing over to the other replicas, finishing the requests in flight, then closing the database');
    setTimeout(() => process.exit(1), graceMs + 10_000).unref();
    const isSettled = await shutDownGracefully(httpServer, deps, graceMs);
    if (!isSettled) log.warn({ graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, 'requests still in flight after the grace period were closed');
    await housekeeping?.stop();
    await reminders?.stop();
    await deps.subscriptionChanges.close();
    await deps.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'the server failed to start');
  process.exit(1);
});
