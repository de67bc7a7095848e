/**
 * A few worker threads running one script, each doing one task at a time, with a bounded queue in
 * front of them: CPU-heavy work (eSpeak, Harper) never runs on the event loop, and a burst beyond
 * `maxQueued` waiting tasks is refused at once with a WorkerBusyError (503 + Retry-After) rather
 * than making everyone wait longer and longer. Workers start on first use and never keep the process alive while idle.
 *
 * Protocol: the pool posts `{ id, ...task }`; the worker answers `{ id, ...result }` or `{ id, error }`.
 * Messages without an `id` (e.g. `{ ready: true }`) go to `onMessage`.
 */
import { Worker } from 'node:worker_threads';
import { WorkerBusyError } from './worker-busy-error';

export type BoundedWorkerPoolOptions = {
  /** Shown in logs, e.g. 'eSpeak NG'. */
  name: string;
  /** The worker's script file, or its CommonJS source to evaluate (a worker the server bundle carries inline). */
  source: URL | string;
  workerData?: unknown;
  threads: number;
  maxQueued: number;
  /** The sentence a refused caller sees, and the Retry-After it is given. */
  busyMessage: string;
  retryAfterSeconds: number;
  onMessage?: (message: Record<string, unknown>) => void;
};

type Task = {
  id: number;
  message: Record<string, unknown>;
  transfer: ArrayBuffer[];
  resolve: (reply: Record<string, unknown>) => void;
  reject: (error: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
};

type Slot = { worker: Worker; task: Task | null };

export class WorkerTaskError extends Error {
  override readonly name = 'WorkerTaskError';
}

export class BoundedWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private isClosed = false;

  constructor(private readonly options: BoundedWorkerPoolOptions) {
    if (options.threads < 1) throw new Error(`${options.name}: threads must be at least 1`);
  }

  /** Tasks running or waiting; at most `threads + maxQueued`. */
  get load(): number {
    return this.slots.filter((slot) => slot.task).length + this.queue.length;
  }

  /** Starts the workers now (they load their module in the background) instead of on the first task. */
  warmUp(): void {
    while (!this.isClosed && this.slots.length < this.options.threads) this.startWorker();
  }

  run<T extends Record<string, unknown>>(message: Record<string, unknown>, options: { signal?: AbortSignal; transfer?: ArrayBuffer[] } = {}): Promise<T> {
    options.signal?.throwIfAborted();
    if (this.isClosed) return Promise.reject(new WorkerTaskError(`${this.options.name} is shut down`));
    const idle = this.idleSlot();
    if (!idle && this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new WorkerBusyError(this.options.busyMessage, this.options.retryAfterSeconds));
    }
    return new Promise<T>((resolve, reject) => {
      const task: Task = { id: this.nextId++, message, transfer: options.transfer ?? [], resolve: resolve as Task['resolve'], reject, signal: options.signal };
      if (idle) return this.dispatch(idle, task);
      if (task.signal) {
        // A caller that gives up while waiting leaves the queue; a running task finishes (it cannot be interrupted).
        task.onAbort = () => {
          const index = this.queue.indexOf(task);
          if (index >= 0) this.queue.splice(index, 1);
          reject(task.signal!.reason);
        };
        task.signal.addEventListener('abort', task.onAbort, { once: true });
      }
      this.queue.push(task);
    });
  }

  async close(): Promise<void> {
    this.isClosed = true;
    for (const task of this.queue.splice(0)) task.reject(new WorkerTaskError(`${this.options.name} is shut down`));
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.task);
    if (idle) return idle;
    return this.slots.length < this.options.threads ? this.startWorker() : undefined;
  }

  private dispatch(slot: Slot, task: Task): void {
    if (task.onAbort) task.signal?.removeEventListener('abort', task.onAbort);
    slot.task = task;
    slot.worker.ref(); // keep the process alive while a caller waits for an answer
    slot.worker.postMessage({ ...task.message, id: task.id }, task.transfer);
  }

  private finish(slot: Slot): void {
    slot.task = null;
    const next = this.queue.shift();
    if (next) this.dispatch(slot, next);
    else slot.worker.unref();
  }

  private startWorker(): Slot {
    const worker = new Worker(this.options.source, { eval: typeof this.options.source === 'string', workerData: this.options.workerData });
    worker.unref();
    const slot: Slot = { worker, task: null };
    worker.on('message', (reply: Record<string, unknown>) => {
      if (reply.id === undefined) return this.options.onMessage?.(reply);
      const task = slot.task;
      if (!task || task.id !== reply.id) return;
      if (typeof reply.error === 'string') task.reject(new WorkerTaskError(reply.error));
      else task.resolve(reply);
      this.finish(slot);
    });
    worker.on('error', (error) => console.error(`[${this.options.name}] worker stopped:`, error));
    worker.on('exit', () => {
      // A crashed worker fails its own task only; the next task starts a fresh worker.
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.task?.reject(new WorkerTaskError(`${this.options.name} worker exited`));
      slot.task = null;
      const next = !this.isClosed && this.queue.length > 0 ? this.idleSlot() : undefined;
      const waiting = next && this.queue.shift();
      if (next && waiting) this.dispatch(next, waiting);
    });
    this.slots.push(slot);
    return slot;
  }
}
