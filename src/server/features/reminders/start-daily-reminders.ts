/** Runs a round of daily reminders shortly after start and then every interval, until stopped (in every server process: ADR 030). */
import { type ReminderDeps, sendDueReminders } from './send-due-reminders';
import { log } from '../../lib/logger';

const FIRST_RUN_DELAY_MS = 20_000;

export function startDailyReminders(deps: ReminderDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendDueReminders(deps)
      .then(({ sent, failed }) => {
        if (sent > 0 || failed > 0) log.info({ sent, failed }, 'reminders: a round sent daily reminders (failed ones are retried next round)');
      })
      .catch((error) => log.error({ err: error }, 'reminders: the round failed'))
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
