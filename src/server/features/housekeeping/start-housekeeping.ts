/** Runs pruneExpiredRows shortly after start and then every interval, until stopped. */
import type { Database } from '../../db/client';
import { log } from '../../lib/logger';
import { type PeriodicJob, runPeriodically } from '../../lib/run-periodically';
import { pruneExpiredRows } from './prune-expired-rows';

const FIRST_RUN_DELAY_MS = 30_000;

export function startHousekeeping(db: Database, intervalMs: number): PeriodicJob {
  return runPeriodically(
    () =>
      pruneExpiredRows(db)
        .then((counts) => {
          const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
          if (counts && total > 0) log.info({ pruned: counts }, 'housekeeping pruned expired rows');
        })
        .catch((error) => log.error({ err: error }, 'housekeeping: pruning failed')),
    { intervalMs, firstRunDelayMs: FIRST_RUN_DELAY_MS },
  );
}
