import { afterEach, describe, expect, it } from 'vitest';
import { BoundedWorkerPool, WorkerTaskError } from './bounded-worker-pool';
import { WorkerBusyError } from './worker-busy-error';

// answers after `ms` of blocking CPU, echoes `value`, throws on `fail` and exits its thread on `crash`
const source = new URL('./bounded-worker-pool.test-worker.mjs', import.meta.url);

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

  it('loads its ES module task by import, never through require(esm), which once aborted a process', async () => {
    createPool(1, 1);
    await expect(pool.run({ requireItself: true })).resolves.toEqual({ required: 'ERR_REQUIRE_ESM' });
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

  it('refuses a shut-down pool, and a task still waiting at shut-down is not left hanging', async () => {
    createPool(1, 2);
    const running = pool.run({ value: 1, ms: 200 });
    const waiting = pool.run({ value: 2 });
    const outcomes = Promise.all([expect(waiting).rejects.toBeInstanceOf(WorkerTaskError), expect(running).rejects.toBeInstanceOf(WorkerTaskError)]);
    await pool.close();
    await outcomes;
    await expect(pool.run({ value: 3 })).rejects.toThrow('test pool is shut down');
  });

  it('stops a running task whose caller gave up; the next task gets a fresh worker at once', async () => {
    createPool(1, 2);
    const first = await pool.run<{ threadId: number }>({ value: 0 });
    const controller = new AbortController();
    const running = pool.run({ value: 1, ms: 60_000 }, { signal: controller.signal });
    const next = pool.run<{ value: number; threadId: number }>({ value: 2 });
    controller.abort(new Error('learner pressed stop'));
    await expect(running).rejects.toThrow('learner pressed stop');
    const answer = await next; // not after the minute the stopped task would have taken
    expect(answer.value).toBe(2);
    expect(answer.threadId).not.toBe(first.threadId);
  });

  it('counts waiting tasks that carry an abort signal against the bound too', async () => {
    createPool(1, 1);
    const signal = new AbortController().signal;
    const accepted = [1, 2].map((value) => pool.run<{ value: number }>({ value, ms: 200 }, { signal }));
    await expect(pool.run({ value: 3 }, { signal })).rejects.toBeInstanceOf(WorkerBusyError);
    expect((await Promise.all(accepted)).map((r) => r.value)).toEqual([1, 2]);
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
    await expect(pool.run({ fail: true })).rejects.toThrow(new WorkerTaskError('told to fail'));
    const crashed = pool.run({ crash: true });
    const after = pool.run<{ value: number }>({ value: 9 });
    await expect(crashed).rejects.toThrow('worker exited');
    await expect(after).resolves.toMatchObject({ value: 9 });
  });
});
