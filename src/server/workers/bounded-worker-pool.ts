/**
 * A few worker threads running one task module, with a bounded queue in front of them (piscina does the
 * pooling, ADR 018): CPU-heavy work (eSpeak, Harper, PocketSphinx) never runs on the event loop, and a
 * burst beyond `maxQueued` waiting tasks is refused at once with a WorkerBusyError (503 + Retry-After)
 * rather than making everyone wait longer and longer. Threads start with the pool (callers create it on
 * first use), stay loaded while idle, and never keep the process alive while idle.
 *
 * The task module's default export is called with each task and returns its answer; a throw, or a
 * thread that exits, fails that task only (WorkerTaskError) and the next task gets a fresh thread.
 * A caller who gives up stops its task: waiting, it leaves the queue; running, its thread is ended.
 */
import { Piscina } from 'piscina';
import { log } from '../lib/logger';
import type { ErrorText } from '../http/app-error';
import { WorkerBusyError } from './worker-busy-error';

export type BoundedWorkerPoolOptions = {
  /** Shown in logs and errors, e.g. 'eSpeak NG'. */
  name: string;
  /** The task module (see worker-file.ts for where it lives before and after the build). */
  source: URL;
  workerData?: unknown;
  threads: number;
  maxQueued: number;
  /** The sentence a refused caller sees, and the Retry-After it is given. */
  busyMessage: string | ErrorText;
  retryAfterSeconds: number;
};

export class WorkerTaskError extends Error {
  override readonly name = 'WorkerTaskError';
}

// piscina's own sentence for a full queue (its errors carry no code).
const QUEUE_FULL = 'Task queue is at limit';

export class BoundedWorkerPool {
  /** Every pool not yet closed, for the queue-depth gauge of /metrics. */
  static readonly open = new Set<BoundedWorkerPool>();
  private readonly pool: Piscina;
  private running = 0;
  private isClosed = false;

  constructor(private readonly options: BoundedWorkerPoolOptions) {
    if (options.threads < 1) throw new Error(`${options.name}: threads must be at least 1`);
    this.pool = new Piscina({
      filename: options.source.href,
      workerData: options.workerData,
      // All threads start with the pool (callers create it on first use) and stay loaded; a thread that
      // crashes or is ended by an abort is replaced at once, and the replacement takes the waiting tasks.
      minThreads: options.threads,
      maxThreads: options.threads,
      maxQueue: options.maxQueued,
      // Message events instead of Atomics.wait between tasks, so a module's background loading keeps going while idle.
      atomics: 'disabled',
      recordTiming: false,
      // piscina first tries require() on the task module. Node 20 then loads an ES module through require(esm),
      // which aborted a whole process once (a native assertion in its module facade, CI of 2026-11-30, while a
      // test's server was closing). Off in the pool's threads, require() refuses the module and piscina imports it.
      execArgv: [...process.execArgv, '--no-experimental-require-module'],
    });
    // A thread that fails with no task of its own (e.g. while starting) is logged, not thrown at the process.
    this.pool.on('error', (error) => log.error({ err: error, pool: options.name }, 'a worker thread stopped'));
    BoundedWorkerPool.open.add(this);
  }

  get name(): string {
    return this.options.name;
  }

  /** Tasks taken before refusing with 503: threads + maxQueued. */
  get capacity(): number {
    return this.options.threads + this.options.maxQueued;
  }

  /** Tasks running or waiting; at most `threads + maxQueued`. */
  get load(): number {
    return this.running;
  }

  async run<T>(task: unknown, options: { signal?: AbortSignal; transfer?: ArrayBuffer[] } = {}): Promise<T> {
    options.signal?.throwIfAborted();
    if (this.isClosed) throw new WorkerTaskError(`${this.options.name} is shut down`);
    // Counted here: piscina's maxQueue does not count waiting tasks that carry an AbortSignal (5.3.2).
    if (this.running >= this.options.threads + this.options.maxQueued) throw this.busy();
    const answer = this.pool.run(task, { signal: options.signal, transferList: options.transfer });
    this.running++;
    try {
      return (await answer) as T;
    } catch (error) {
      throw this.explain(error, options.signal);
    } finally {
      this.running--;
    }
  }

  async close(): Promise<void> {
    this.isClosed = true;
    BoundedWorkerPool.open.delete(this);
    await this.pool.destroy();
  }

  private busy(): WorkerBusyError {
    return new WorkerBusyError(this.options.busyMessage, this.options.retryAfterSeconds);
  }

  private explain(error: unknown, signal: AbortSignal | undefined): unknown {
    if (signal?.aborted) return signal.reason; // the caller's own reason, as with any aborted call
    const message = error instanceof Error ? error.message : String(error);
    if (message === QUEUE_FULL) return this.busy();
    if (this.isClosed) return new WorkerTaskError(`${this.options.name} is shut down`);
    return new WorkerTaskError(message, { cause: error });
  }
}
