/** Runs a round of daily reminders shortly after start and then every interval, until stopped (in every server process: ADR 030). */
import { log } from '../../lib/logger';
import { type PeriodicJob, runPeriodically } from '../../lib/run-periodically';
import { type ReminderDeps, sendDueReminders } from './send-due-reminders';

const FIRST_RUN_DELAY_MS = 20_000;

export function startDailyReminders(deps: ReminderDeps, intervalMs: number): PeriodicJob {
  return runPeriodically(
    () =>
      sendDueReminders(deps)
        .then(({ sent, failed }) => {
          if (sent > 0 || failed > 0) log.info({ sent, failed }, 'reminders: a round sent daily reminders (failed ones are retried next round)');
        })
        .catch((error) => log.error({ err: error }, 'reminders: the round failed')),
    { intervalMs, firstRunDelayMs: FIRST_RUN_DELAY_MS },
  );
}
