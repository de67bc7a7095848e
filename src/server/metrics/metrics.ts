/**
 * The process's Prometheus metrics (prom-client), recorded where things happen and read by /metrics
 * (metrics.routes.ts). One registry per process; under WEB_CONCURRENCY the primary sums the workers'
 * (cluster-metrics.ts, ADR 031). Scrape-time gauges (queue depth, pool use, spend) read their source then.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'parley_' });

/** Seconds: fast JSON reads to long streamed replies. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const FIRST_BYTE_BUCKETS = [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20];

export const httpRequests = new Counter({
  name: 'parley_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (never the raw URL) and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestSeconds = new Histogram({
  name: 'parley_http_request_duration_seconds',
  help: 'Time to the response headers, by method, route pattern and status (a stream is timed to its start).',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [metricsRegistry],
});

export const chatFirstTokenSeconds = new Histogram({
  name: 'parley_chat_first_token_seconds',
  help: 'Streamed chat replies: from the request to the first piece of text sent, by model provider.',
  labelNames: ['provider'] as const,
  buckets: FIRST_BYTE_BUCKETS,
  registers: [metricsRegistry],
});

export const speechFirstAudioSeconds = new Histogram({
  name: 'parley_speech_first_audio_seconds',
  help: 'Speech requests: from the request to the first audio ready to send, by synthesizer.',
  labelNames: ['provider', 'mode'] as const,
  buckets: FIRST_BYTE_BUCKETS,
  registers: [metricsRegistry],
});

export const providerErrors = new Counter({
  name: 'parley_provider_errors_total',
  help: 'Failures of outside providers (chat model, speech, transcription, pronunciation), by provider and kind.',
  labelNames: ['provider', 'kind'] as const,
  registers: [metricsRegistry],
});

/** Where the scrape-time gauges read from; set once per process by the app (create-app.ts). */
export type ScrapeSources = {
  workerPools: () => Iterable<{ name: string; load: number; capacity: number }>;
  databasePool: () => { total: number; idle: number; waiting: number; max: number } | undefined;
  spendToday: () => Promise<Map<string, number>>;
};

let sources: ScrapeSources | undefined;

export function setScrapeSources(next: ScrapeSources): void {
  sources = next;
}

new Gauge({
  name: 'parley_worker_queue_depth',
  help: 'Tasks running or waiting in each worker-thread pool (eSpeak NG, grammar, PocketSphinx, ...).',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const pool of sources?.workerPools() ?? []) this.set({ pool: pool.name }, pool.load);
  },
});

new Gauge({
  name: 'parley_worker_queue_capacity',
  help: 'Tasks each worker-thread pool takes (threads + queue) before answering 503.',
  labelNames: ['pool'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const pool of sources?.workerPools() ?? []) this.set({ pool: pool.name }, pool.capacity);
  },
});

new Gauge({
  name: 'parley_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); absent on the embedded database.',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    const pool = sources?.databasePool();
    if (!pool) return;
    for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
  },
});

new Gauge({
  name: 'parley_spend_today_usd',
  help: 'Estimated spend on paid providers since 00:00 UTC, from the usage ledger, by provider (the same for every process sharing a database).',
  labelNames: ['provider'] as const,
  registers: [metricsRegistry],
  // Summed over the processes of a cluster it would count the ledger once per process.
  aggregator: 'max',
  async collect() {
    const spend = await sources?.spendToday().catch(() => undefined);
    if (!spend) return;
    this.reset();
    for (const [provider, dollars] of spend) this.set({ provider }, dollars);
  },
});
