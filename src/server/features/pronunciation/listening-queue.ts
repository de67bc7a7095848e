/**
 * The one PocketSphinx worker's door: at most `perCaller` checks of one caller (an account, or every demo
 * visitor of one address) running or waiting, at most `maxWaiting` waiting in all, and turns handed out
 * round-robin between callers, so one caller cannot hold the worker while others are refused. Checked
 * before anything is decoded; a task is handed to the worker only when a thread is free for it, so a
 * check that has its turn is one the worker has started.
 */
import { AppError, type ErrorText } from '../../http/app-error';
import { WorkerBusyError } from '../../workers/worker-busy-error';

export type ListeningQueueOptions = { slots: number; maxWaiting: number; perCaller: number; busyMessage: string | ErrorText; retryAfterSeconds: number };

/** A caller already holding its share: a 429 (the route adds Retry-After), told in plain words. */
export class ListeningShareError extends AppError {
  constructor(
    perCaller: number,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_checks', { key: 'tooManyChecks', values: { count: perCaller } }, 429);
  }
}

type Waiter = { caller: string; start: () => void };

export class ListeningQueue {
  private running = 0;
  private readonly held = new Map<string, number>();
  /** Each caller's waiting turns, in the order callers first queued. */
  private readonly waiting = new Map<string, Waiter[]>();
  private waitingCount = 0;

  constructor(private readonly options: ListeningQueueOptions) {}

  /** Resolves when the caller's turn has come, with the function that ends it; throws at once when the caller or the queue is full. */
  async enter(caller: string, signal?: AbortSignal): Promise<() => void> {
    signal?.throwIfAborted();
    const { perCaller, slots, maxWaiting, busyMessage, retryAfterSeconds } = this.options;
    if ((this.held.get(caller) ?? 0) >= perCaller) throw new ListeningShareError(perCaller, retryAfterSeconds);
    if (this.running >= slots && this.waitingCount >= maxWaiting) throw new WorkerBusyError(busyMessage, retryAfterSeconds);
    this.held.set(caller, (this.held.get(caller) ?? 0) + 1);
    let isEnded = false;
    const end = () => {
      if (isEnded) return;
      isEnded = true;
      this.running--;
      this.letGo(caller);
      this.next();
    };
    if (this.running < slots) {
      this.running++;
      return end;
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        caller,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          this.running++;
          resolve(end);
        },
      };
      const onAbort = () => {
        const queue = this.waiting.get(caller) ?? [];
        queue.splice(queue.indexOf(waiter), 1);
        if (queue.length === 0) this.waiting.delete(caller);
        this.waitingCount--;
        this.letGo(caller);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(caller, [...(this.waiting.get(caller) ?? []), waiter]);
      this.waitingCount++;
    });
  }

  /** Checks running and waiting (for tests and the metrics gauge). */
  get load(): number {
    return this.running + this.waitingCount;
  }

  private letGo(caller: string): void {
    const held = (this.held.get(caller) ?? 1) - 1;
    if (held > 0) this.held.set(caller, held);
    else this.held.delete(caller);
  }

  /** The next turn goes to the caller first in line, who then goes to the back of the line. */
  private next(): void {
    if (this.running >= this.options.slots) return;
    const [caller, queue] = this.waiting.entries().next().value ?? [];
    if (!caller || !queue) return;
    const waiter = queue.shift()!;
    this.waiting.delete(caller);
    if (queue.length > 0) this.waiting.set(caller, queue);
    this.waitingCount--;
    waiter.start();
  }
}
