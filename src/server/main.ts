/** Entry point: validate the environment, open the database, serve HTTP, shut down cleanly on SIGTERM. */
import cluster from 'node:cluster';
import { serve } from '@hono/node-server';
import { EnvError, parseEnv } from './config/env';
import { webBuildFolder } from './config/project-paths';
import { createApp } from './create-app';
import { createServerDeps } from './create-server-deps';
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
  const reminders = env.REMINDER_INTERVAL_MINUTES > 0 ? startDailyReminders({ db: deps.db, mailer: deps.mailer, appUrl: env.APP_URL }, env.REMINDER_INTERVAL_MINUTES * 60_000) : null;
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const store = deps.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${env.DATA_DIR}`;
    console.info(`Parley is listening on ${env.APP_URL} (port ${info.port}, ${store})`);
    loadFrequencyRanksSoon();
  });
  const httpServer = server as import('node:http').Server;
  deps.drain.track(httpServer);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    console.info(`[server] ${signal}: draining — taking no new requests, finishing those in flight (up to ${env.SHUTDOWN_GRACE_SECONDS} s), then closing the database`);
    setTimeout(() => process.exit(1), graceMs + 10_000).unref();
    const isSettled = await shutDownGracefully(httpServer, deps, graceMs);
    if (!isSettled) console.warn(`[server] requests still in flight after ${env.SHUTDOWN_GRACE_SECONDS} s were closed`);
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
  console.error('[server] failed to start:', error);
  process.exit(1);
});
