/** Asks the Harper worker for the raw grammar and spelling issues in a text; never throws. */
import { Worker } from 'node:worker_threads';
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

type Reply = { id?: number; issues?: GrammarIssue[]; error?: string; ready?: boolean; failed?: string };

/** The cold start (about 1.5 s, more on a busy machine) must not be cut short; later checks take ms. */
const FIRST_CHECK_TIMEOUT_MS = 20_000;
const CHECK_TIMEOUT_MS = 4_000;

let worker: Worker | null = null;
let isBroken = false;
let isReady = false;
let nextId = 1;
const pending = new Map<number, (issues: GrammarIssue[]) => void>();

function settle(id: number, issues: GrammarIssue[]): void {
  pending.get(id)?.(issues);
  pending.delete(id);
  if (pending.size === 0) worker?.unref(); // an idle checker must never keep the process alive
}

function settleAll(): void {
  for (const id of [...pending.keys()]) settle(id, []);
}

function startWorker(): Worker | null {
  if (worker || isBroken) return worker;
  const harperDistUrl = findHarperDistUrl();
  if (!harperDistUrl) {
    isBroken = true;
    console.warn('[offline tutor] harper.js is not installed; replies will have no grammar corrections.');
    return null;
  }
  const started = new Worker(grammarWorkerSource, { eval: true, workerData: { harperDistUrl } });
  started.unref();
  started.on('message', (reply: Reply) => {
    if (reply.ready) isReady = true;
    if (reply.failed) console.warn(`[offline tutor] grammar checker failed to start: ${reply.failed}`);
    if (reply.id !== undefined) settle(reply.id, reply.issues ?? []);
  });
  started.on('error', (error) => console.warn('[offline tutor] grammar checker stopped:', error));
  started.on('exit', () => {
    isBroken = true; // a checker that crashed once would crash again; answer without it
    settleAll();
    worker = null;
  });
  worker = started;
  return started;
}

/** Starts loading the checker in the background so the learner's first message is checked quickly. */
export function warmUpGrammarChecker(): void {
  startWorker();
}

export function checkGrammar(text: string): Promise<GrammarIssue[]> {
  const active = startWorker();
  if (!active || !text.trim()) return Promise.resolve([]);
  const id = nextId++;
  return new Promise((resolve) => {
    // A slow check is dropped rather than delaying the reply: the learner gets an answer without corrections.
    const timer = setTimeout(() => settle(id, []), isReady ? CHECK_TIMEOUT_MS : FIRST_CHECK_TIMEOUT_MS);
    timer.unref();
    pending.set(id, (issues) => {
      clearTimeout(timer);
      resolve(issues);
    });
    active.ref(); // keep the process alive while a caller waits for an answer
    active.postMessage({ id, text });
  });
}
