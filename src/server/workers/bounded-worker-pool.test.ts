import { afterEach, describe, expect, it } from 'vitest';
import { BoundedWorkerPool, WorkerTaskError } from './bounded-worker-pool';
import { WorkerBusyError } from './worker-busy-error';

// A worker that answers after `ms` of blocking CPU, echoes `value`, fails on `fail` and exits on `crash`.
const source = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, ms, value, fail, crash }) => {
  if (crash) process.exit(3);
  if (fail) return parentPort.postMessage({ id, error: 'told to fail' });
  const until = Date.now() + (ms || 0);
  while (Date.now() < until) {}
  parentPort.postMessage({ id, value, threadId: require('node:worker_threads').threadId });
});
`;

let pool: BoundedWorkerPool;
const createPool = (threads: number, maxQueued: number) =>
  (pool = new BoundedWorkerPool({ name: 'test pool', source, threads, maxQueued, busyMessage: 'Busy, try again soon.', retryAfterSeconds: 7 }));
afterEach(() => pool?.close());

describe('BoundedWorkerPool', () => {
  it('runs tasks off the main thread and answers each caller with its own result', async () => {
    createPool(2, 10);
    const results = await Promise.all([1, 2, 3, 4].map((value) => pool.run<{ value: number; threadId: number }>({ value, ms: 20 })));
    expect(results.map((r) => r.value)).toEqual([1, 2, 3, 4]);
    expect(new Set(results.map((r) => r.threadId)).size).toBe(2);
    expect(results.every((r) => r.threadId !== 0)).toBe(true);
  });

  it('refuses a task beyond threads + maxQueued with a 503 WorkerBusyError, and accepts again once drained', async () => {
    createPool(1, 2);
    const accepted = [1, 2, 3].map((value) => pool.run<{ value: number }>({ value, ms: 300 }));
    const refused = pool.run({ value: 4 });
    await expect(refused).rejects.toBeInstanceOf(WorkerBusyError);
    await expect(refused).rejects.toMatchObject({ status: 503, code: 'busy', message: 'Busy, try again soon.', retryAfterSeconds: 7 });
    expect(pool.load).toBe(3);
    expect((await Promise.all(accepted)).map((r) => r.value)).toEqual([1, 2, 3]);
    expect(pool.load).toBe(0);
    await expect(pool.run<{ value: number }>({ value: 5 })).resolves.toMatchObject({ value: 5 });
  });

  it('drops a waiting task whose caller gave up, freeing its place in the queue', async () => {
    createPool(1, 1);
    const running = pool.run({ value: 1, ms: 300 });
    const controller = new AbortController();
    const waiting = pool.run({ value: 2 }, { signal: controller.signal });
    controller.abort(new Error('learner pressed stop'));
    await expect(waiting).rejects.toThrow('learner pressed stop');
    expect(pool.load).toBe(1);
    await expect(pool.run<{ value: number }>({ value: 3 })).resolves.toMatchObject({ value: 3 });
    await running;
  });

  it('fails only the task of a crashed or failing worker; the next task gets a fresh worker', async () => {
    createPool(1, 5);
    await expect(pool.run({ fail: true })).rejects.toBeInstanceOf(WorkerTaskError);
    const crashed = pool.run({ crash: true });
    const after = pool.run<{ value: number }>({ value: 9 });
    await expect(crashed).rejects.toThrow('worker exited');
    await expect(after).resolves.toMatchObject({ value: 9 });
  });
});
