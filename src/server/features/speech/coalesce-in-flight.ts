/**
 * Shares one running task between identical concurrent callers. Each caller may abort on its own;
 * the shared task is aborted only when every caller waiting on it has given up.
 */

type InFlight<T> = { promise: Promise<T>; controller: AbortController; waiters: number };

export class InFlightCoalescer<T> {
  private readonly running = new Map<string, InFlight<T>>();

  run(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    let task = this.running.get(key);
    if (!task) {
      const controller = new AbortController();
      const promise = start(controller.signal).finally(() => this.forget(key, task));
      task = { promise, controller, waiters: 0 };
      this.running.set(key, task);
    }
    const shared = task;
    shared.waiters += 1;
    if (!signal) return shared.promise;

    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        shared.waiters -= 1;
        if (shared.waiters === 0) {
          this.forget(key, shared); // a newcomer must start afresh, not join a task being aborted
          shared.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }

  private forget(key: string, task: InFlight<T> | undefined): void {
    if (this.running.get(key) === task) this.running.delete(key);
  }
}
