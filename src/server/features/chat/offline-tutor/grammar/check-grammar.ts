/**
 * Asks the Harper worker for the raw grammar and spelling issues in a text. A slow or failed check
 * answers no issues (the learner still gets a reply); only a full queue throws, as a WorkerBusyError
 * (503 + Retry-After), so a burst of learners is told to retry instead of waiting without bound.
 */
import { BoundedWorkerPool, WorkerTaskError } from '../../../../workers/bounded-worker-pool';
import { findHarperDistUrl, grammarWorkerSource } from './grammar-worker-source';

export type GrammarIssue = {
  /** Harper's lint kind, e.g. 'Grammar', 'Agreement', 'Spelling', 'Punctuation'. */
  kind: string;
  /** UTF-16 offsets into the checked text. */
  start: number;
  end: number;
  problem: string;
  message: string;
  suggestions: string[];
};

export const GRAMMAR_BUSY_MESSAGE = 'Your teacher is busy with other learners right now. Your message is still here: try again in a few seconds.';
/** Checks that may wait for the checker (each takes 10-70 ms) before new ones are refused. */
export const GRAMMAR_QUEUE_LIMIT = 48;

/** The cold start (about 1.5 s, more on a busy machine) must not be cut short; later checks take ms. */
const FIRST_CHECK_TIMEOUT_MS = 20_000;
const CHECK_TIMEOUT_MS = 4_000;

let pool: BoundedWorkerPool | null = null;
let isMissing = false;
let isReady = false;

function getPool(): BoundedWorkerPool | null {
  if (pool || isMissing) return pool;
  const harperDistUrl = findHarperDistUrl();
  if (!harperDistUrl) {
    isMissing = true;
    console.warn('[offline tutor] harper.js is not installed; replies will have no grammar corrections.');
    return null;
  }
  pool = new BoundedWorkerPool({
    name: 'grammar checker',
    source: grammarWorkerSource,
    workerData: { harperDistUrl },
    threads: 1, // Harper's linter holds ~100 MB; one is enough at 10-70 ms a check
    maxQueued: GRAMMAR_QUEUE_LIMIT,
    busyMessage: GRAMMAR_BUSY_MESSAGE,
    retryAfterSeconds: 3,
    onMessage: (message) => {
      if (message.ready) isReady = true;
      if (message.failed) console.warn(`[offline tutor] grammar checker failed to start: ${String(message.failed)}`);
    },
  });
  return pool;
}

/** Starts loading the checker in the background so the learner's first message is checked quickly. */
export function warmUpGrammarChecker(): void {
  getPool()?.warmUp();
}

export async function checkGrammar(text: string): Promise<GrammarIssue[]> {
  const active = getPool();
  if (!active || !text.trim()) return [];
  // A slow check is dropped rather than delaying the reply: the learner gets an answer without corrections.
  const signal = AbortSignal.timeout(isReady ? CHECK_TIMEOUT_MS : FIRST_CHECK_TIMEOUT_MS);
  const check = active.run<{ issues?: GrammarIssue[] }>({ text });
  const timedOut = new Promise<null>((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }));
  try {
    const reply = await Promise.race([check, timedOut]);
    return reply?.issues ?? [];
  } catch (error) {
    if (error instanceof WorkerTaskError) {
      console.warn('[offline tutor] grammar check failed:', error.message);
      return [];
    }
    throw error; // WorkerBusyError: the queue is full
  }
}
