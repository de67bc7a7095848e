/**
 * Under WEB_CONCURRENCY > 1 a scrape of the shared port lands on any one worker; that worker asks the
 * primary, which gathers every worker's registry (prom-client's AggregatorRegistry, over the cluster's IPC
 * channel) and answers the sum, so one scrape sees the whole instance (ADR 031).
 */
import cluster from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import { metricsRegistry } from './metrics';

const SCRAPE_REQUEST = 'parley:metrics-scrape';
const SCRAPE_ANSWER = 'parley:metrics-answer';
const SCRAPE_TIMEOUT_MS = 5_000;

type ScrapeMessage = { type: typeof SCRAPE_REQUEST; id: number } | { type: typeof SCRAPE_ANSWER; id: number; text?: string; error?: string };

/** In the primary: answers workers' scrape requests with every worker's metrics summed. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: ScrapeMessage) => {
    if (message?.type !== SCRAPE_REQUEST) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: SCRAPE_ANSWER, id: message.id, text }),
      (error: unknown) => worker.send({ type: SCRAPE_ANSWER, id: message.id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

let nextId = 0;
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
let hasJoined = false;

/** In a cluster worker, at start: answer the primary's requests for this registry, and take its answers to ours. */
export function joinClusterMetrics(): void {
  if (!cluster.isWorker || hasJoined) return;
  hasJoined = true;
  AggregatorRegistry.setRegistries([metricsRegistry]);
  new AggregatorRegistry(); // installs prom-client's listener for the primary's requests
  process.on('message', (message: ScrapeMessage) => {
    if (message?.type !== SCRAPE_ANSWER) return;
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.text !== undefined) pending?.resolve(message.text);
    else pending?.reject(new Error(message.error ?? 'no metrics'));
  });
}

/** This process's metrics, or, in a cluster worker, the whole cluster's. */
export async function scrapeMetrics(): Promise<string> {
  if (!hasJoined || !process.send) return metricsRegistry.metrics();
  const id = nextId++;
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      waiting.delete(id);
      reject(new Error('the primary process did not answer the metrics scrape'));
    }, SCRAPE_TIMEOUT_MS);
    waiting.set(id, {
      resolve: (text) => {
        clearTimeout(timer);
        resolve(text);
      },
      reject: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    process.send?.({ type: SCRAPE_REQUEST, id });
  });
}
