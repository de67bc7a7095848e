/** Runs a round of daily reminders shortly after start and then every interval, until stopped (in every server process: ADR 030). */
import { type ReminderDeps, sendDueReminders } from './send-due-reminders';

const FIRST_RUN_DELAY_MS = 20_000;

export function startDailyReminders(deps: ReminderDeps, intervalMs: number): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = sendDueReminders(deps)
      .then(({ sent, failed }) => {
        if (sent > 0 || failed > 0) console.info(`[reminders] sent ${sent} daily reminder(s)${failed > 0 ? `, ${failed} failed (retried next round)` : ''}`);
      })
      .catch((error) => console.error('[reminders] the round failed:', error))
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
