/** The request a piece of work belongs to, carried through awaits (AsyncLocalStorage) into provider calls and log lines. */
import { AsyncLocalStorage } from 'node:async_hooks';

/** `startedAt`: performance.now() when the request arrived. */
export type RequestContext = { requestId: string; startedAt: number };

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request this code runs for, or undefined outside one (start-up, timers, workers). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Seconds since the current request arrived (for time-to-first-token metrics), or undefined outside one. */
export function secondsSinceRequestStart(): number | undefined {
  const context = storage.getStore();
  return context && (performance.now() - context.startedAt) / 1000;
}
