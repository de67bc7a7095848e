import { describe, expect, it } from 'vitest';
import { WorkerBusyError } from '../../workers/worker-busy-error';
import { ListeningQueue, ListeningShareError } from './listening-queue';

const options = { slots: 1, maxWaiting: 4, perCaller: 2, busyMessage: 'busy', retryAfterSeconds: 3 };

describe('ListeningQueue', () => {
  it('refuses a caller past its share at once, with a 429, while others still queue', async () => {
    const queue = new ListeningQueue(options);
    const first = await queue.enter('a');
    const second = queue.enter('a');
    await expect(queue.enter('a')).rejects.toBeInstanceOf(ListeningShareError);
    await expect(queue.enter('a')).rejects.toMatchObject({ status: 429, code: 'too_many_checks', retryAfterSeconds: 3 });
    const other = queue.enter('b');
    expect(queue.load).toBe(3);
    first();
    (await second)();
    (await other)();
    expect(queue.load).toBe(0);
  });

  it('hands turns round-robin between callers, and answers 503 when the waiting room is full', async () => {
    const queue = new ListeningQueue({ ...options, perCaller: 3, maxWaiting: 4 });
    const order: string[] = [];
    const hold = await queue.enter('x');
    const turns = ['a', 'a', 'b', 'c'].map((caller) =>
      queue.enter(caller).then((end) => {
        order.push(caller);
        end();
      }),
    );
    await expect(queue.enter('d')).rejects.toBeInstanceOf(WorkerBusyError);
    hold();
    await Promise.all(turns);
    expect(order).toEqual(['a', 'b', 'c', 'a']);
  });

  it('lets a waiting caller who gives up leave the queue and its share', async () => {
    const queue = new ListeningQueue(options);
    const hold = await queue.enter('x');
    const leaving = new AbortController();
    const waiting = queue.enter('a', leaving.signal);
    leaving.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(queue.load).toBe(1);
    hold();
    expect(queue.load).toBe(0);
  });
});
