/**
 * Runs a background round shortly after start and then every interval, one round at a time (a round still
 * running when the next is due is not doubled), until stopped; stop waits for the round in flight.
 */
export type PeriodicJob = { stop: () => Promise<void> };

export function runPeriodically(round: () => Promise<void>, options: { intervalMs: number; firstRunDelayMs: number }): PeriodicJob {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = round().finally(() => {
      running = null;
    });
  };
  const first = setTimeout(run, Math.min(options.firstRunDelayMs, options.intervalMs));
  const every = setInterval(run, options.intervalMs);
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
