/** Runs pruneExpiredRows shortly after start and then every interval, until stopped. */
import type { Database } from '../../db/client';
import { pruneExpiredRows } from './prune-expired-rows';
import { log } from '../../lib/logger';

const FIRST_RUN_DELAY_MS = 30_000;

export function startHousekeeping(db: Database, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = pruneExpiredRows(db)
      .then((counts) => {
        const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
        if (counts && total > 0) log.info({ pruned: counts }, 'housekeeping pruned expired rows');
      })
      .catch((error) => log.error({ err: error }, 'housekeeping: pruning failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, Math.min(FIRST_RUN_DELAY_MS, intervalMs));
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
