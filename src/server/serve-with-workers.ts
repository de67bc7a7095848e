/**
 * WEB_CONCURRENCY > 1: this process starts that many server processes sharing one port (node:cluster)
 * and keeps them running; each is the ordinary server. Everything they share lives in PostgreSQL —
 * budgets, leases, counters, sessions, webhook events, LISTEN/NOTIFY — so only DATABASE_URL may be
 * used this way (the embedded database belongs to one process). ADR 014.
 */
import cluster from 'node:cluster';
import type { Env } from './config/env';
import { loadAuthSecret } from './auth/load-auth-secret';
import { log } from './lib/logger';
import { serveClusterMetrics } from './metrics/cluster-metrics';

/** A worker that dies within this long of starting is not restarted again and again. */
const CRASH_LOOP_MS = 5_000;

export function serveWithWorkers(env: Env): void {
  if (!env.DATABASE_URL) {
    log.fatal('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database can be opened by one process only.');
    process.exit(1);
  }
  // Created once here, so the workers do not each generate a different one.
  loadAuthSecret({ configured: env.AUTH_SECRET, dataDir: env.DATA_DIR });

  if (env.METRICS_TOKEN) serveClusterMetrics();

  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const livedMs = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ workerPid: worker.process.pid, exit: signal ?? code }, `a server process exited${livedMs < CRASH_LOOP_MS ? '; it failed at start, so it is not restarted' : ', starting another'}`);
    if (livedMs >= CRASH_LOOP_MS) fork();
    else if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
  });
  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
  log.info({ processes: env.WEB_CONCURRENCY, port: env.PORT }, 'server processes share the port');

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    // Each worker drains for up to SHUTDOWN_GRACE_SECONDS (main.ts); the primary outlasts them.
    setTimeout(() => process.exit(1), (env.SHUTDOWN_GRACE_SECONDS + 15) * 1000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGTERM'));
}
