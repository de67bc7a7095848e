/**
 * The one grammar worker (grammar-worker.ts) behind a bounded queue. A slow or failed task answers null
 * (the learner still gets a reply, without corrections); only a full queue throws, as a WorkerBusyError
 * (503 + Retry-After), so a burst of learners is told to retry instead of waiting without bound.
 */
import { BoundedWorkerPool, WorkerTaskError } from '../../../workers/bounded-worker-pool';
import { workerFile } from '../../../workers/worker-file';
import { findHarperDistUrl } from './find-harper-dist-url';
import { log } from '../../../lib/logger';

export const GRAMMAR_BUSY_MESSAGE = 'Your teacher is busy with other learners right now. Your message is still here: try again in a few seconds.';
/** Tasks that may wait for the worker (each takes 10-120 ms) before new ones are refused. */
export const GRAMMAR_QUEUE_LIMIT = 48;

/** The cold start (about 1.5 s, more on a busy machine) must not be cut short; later tasks take ms. */
const FIRST_TASK_TIMEOUT_MS = 20_000;
let taskTimeoutMs = 4_000;

/** Benchmarks on a busy machine wait longer, so a slow check is not counted as a sentence left alone. */
export function setGrammarTaskTimeout(ms: number): void {
  taskTimeoutMs = ms;
}

let pool: BoundedWorkerPool | null = null;
let isMissing = false;
let isReady = false;

function getPool(): BoundedWorkerPool | null {
  if (pool || isMissing) return pool;
  const harperDistUrl = findHarperDistUrl();
  if (!harperDistUrl) {
    isMissing = true;
    log.warn('offline tutor: harper.js is not installed; replies will have no grammar corrections');
    return null;
  }
  pool = new BoundedWorkerPool({
    name: 'grammar checker',
    // dist/server/grammar-worker.js beside the bundled server; from the TypeScript sources, the worker through tsx.
    source: workerFile(import.meta.url, 'grammar-worker', './grammar-worker-from-source.mjs'),
    workerData: { harperDistUrl },
    threads: 1, // Harper's linter holds ~100 MB; one is enough at 10-120 ms a task
    maxQueued: GRAMMAR_QUEUE_LIMIT,
    busyMessage: GRAMMAR_BUSY_MESSAGE,
    retryAfterSeconds: 3,
  });
  return pool;
}

/** Starts loading the worker in the background so the learner's first message is checked quickly. */
export function warmUpGrammarChecker(): void {
  getPool()
    ?.run({ kind: 'warm' })
    .then(
      () => (isReady = true),
      (error: unknown) => log.warn({ err: error }, 'offline tutor: the grammar checker failed to start'),
    );
}

/** Runs one task in the grammar worker: its answer, or null when the checker is missing, slow or failed. */
export async function askGrammarWorker<Answer extends Record<string, unknown>>(task: Record<string, unknown>): Promise<Answer | null> {
  const active = getPool();
  if (!active) return null;
  // A slow task is dropped rather than delaying the reply.
  const signal = AbortSignal.timeout(isReady ? taskTimeoutMs : FIRST_TASK_TIMEOUT_MS);
  const timedOut = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    const answer = active.run<Answer>(task);
    answer.then(() => (isReady = true), () => {}); // once one task has been answered, Harper is loaded
    return await Promise.race([answer, timedOut]);
  } catch (error) {
    if (error instanceof WorkerTaskError) {
      log.warn({ err: error }, 'offline tutor: a grammar check failed');
      return null;
    }
    throw error; // WorkerBusyError: the queue is full
  }
}
