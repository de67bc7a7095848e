import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './run-periodically';

afterEach(() => {
  vi.useRealTimers();
});

describe('runPeriodically', () => {
  it('runs after the first delay, then every interval, never two rounds at once, and stop waits for the round in flight', async () => {
    vi.useFakeTimers();
    let started = 0;
    let finish = () => {};
    const job = runPeriodically(
      () => {
        started += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      { intervalMs: 1_000, firstRunDelayMs: 300 },
    );
    await vi.advanceTimersByTimeAsync(299);
    expect(started).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(started).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toBe(2);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(started).toBe(2);
  });
});
