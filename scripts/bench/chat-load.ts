// Parley's overhead to the first streamed token at 20 and 300 concurrent replies, on PostgreSQL and
// on PGlite, next to a bare Node proxy forwarding the same fake stream (the floor), in one run.
// The fake model waits a fixed 300 ms before its first token; overhead = time to first token - 300 ms.
// Prints figures, never asserts. Set CHAT_LOAD_CPU_PROF=<dir> to write the server's CPU profiles there.
import { type ChildProcess, spawn } from 'node:child_process';
import { DEMO_TEACHER_SLUG } from '../../src/shared/constants';
import { startFakeOpenAiServer } from '../../tests/fakes/fake-openai-server';
import { createScratchDatabase, isPostgresReachable } from '../../tests/support/scratch-postgres';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';
import { burst, percentile, type StreamRequest } from './chat-load/measure-first-token';
import { subscribedLearners } from './chat-load/subscribed-learners';

const MODEL_FIRST_TOKEN_MS = 300;
const LEVELS = [
  { concurrency: 20, bursts: 5 },
  { concurrency: 300, bursts: 2 },
];
const cpuProfileDir = process.env.CHAT_LOAD_CPU_PROF;

const fake = await startFakeOpenAiServer();
fake.timeToFirstTokenMs = MODEL_FIRST_TOKEN_MS;
const chatBody = JSON.stringify({
  teacher_slug: DEMO_TEACHER_SLUG,
  mode: 'conversation',
  stream: true,
  messages: [{ role: 'user', content: 'Yesterday I went to the market and bought some fresh bread.' }],
});

type Row = { target: string; concurrency: number; p50: number; p95: number };
const rows: Row[] = [];

async function measure(target: string, requestFor: (index: number) => StreamRequest): Promise<void> {
  await burst(Array.from({ length: 20 }, (_, i) => requestFor(i))); // warm-up: connections, JIT, caches
  for (const { concurrency, bursts } of LEVELS) {
    const overheads: number[] = [];
    for (let round = 0; round < bursts; round += 1) {
      const times = await burst(Array.from({ length: concurrency }, (_, i) => requestFor(i)));
      overheads.push(...times.map((ms) => ms - MODEL_FIRST_TOKEN_MS));
    }
    const row = { target, concurrency, p50: percentile(overheads, 50), p95: percentile(overheads, 95) };
    rows.push(row);
    console.log(`  ${target}, ${concurrency} concurrent: p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms`);
  }
}

async function measureProxy(): Promise<void> {
  const child: ChildProcess = spawn('node', ['scripts/bench/chat-load/bare-proxy.mjs'], { env: { ...process.env, UPSTREAM_URL: fake.baseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (line) => resolve(String(line).trim().split(' ')[1]!)));
  try {
    const url = `http://127.0.0.1:${port}/`;
    await measure('bare Node proxy', () => ({ url, headers: { 'Content-Type': 'application/json' }, body: chatBody }));
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function measureParley(label: string, databaseEnv: Record<string, string>): Promise<void> {
  const profileEnv: Record<string, string> = cpuProfileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${cpuProfileDir} --cpu-prof-name=parley-${label.replace(/\W+/g, '-')}.cpuprofile` } : {};
  const server = await spawnServerProcess({ ...databaseEnv, ...profileEnv, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseUrl, AUTH_RATE_LIMIT: 'off' });
  try {
    const learners = Math.max(...LEVELS.map((l) => l.concurrency));
    process.stdout.write(`  (signing up and subscribing ${learners} learners on ${label}...)\n`);
    const cookies = await subscribedLearners(server.url, learners);
    const url = `${server.url}/functions/v1/chat`;
    await measure(`Parley on ${label}`, (index) => ({
      url,
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url, Cookie: cookies[index % cookies.length]! },
      body: chatBody,
    }));
  } finally {
    await server.close();
  }
}

console.log(`Overhead to first token (fake model: first token after ${MODEL_FIRST_TOKEN_MS} ms)`);
try {
  await measureProxy();
  if (await isPostgresReachable()) {
    const scratch = await createScratchDatabase();
    try {
      await measureParley('PostgreSQL', { DATABASE_URL: scratch.url });
    } finally {
      await scratch.drop();
    }
  } else {
    console.log('  PostgreSQL: not reachable at 127.0.0.1:5432, skipped');
  }
  await measureParley('PGlite', {});
} finally {
  await fake.close();
}

console.log('\n| target | concurrent | p50 overhead | p95 overhead | p95 vs floor |');
console.log('|---|---|---|---|---|');
for (const row of rows) {
  const floor = rows.find((r) => r.target === 'bare Node proxy' && r.concurrency === row.concurrency)!;
  console.log(`| ${row.target} | ${row.concurrency} | ${row.p50.toFixed(0)} ms | ${row.p95.toFixed(0)} ms | ${(row.p95 / floor.p95).toFixed(1)}x |`);
}
