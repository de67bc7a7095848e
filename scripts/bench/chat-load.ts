// Parley's overhead to the first streamed token at 20 and 300 concurrent replies, on PostgreSQL and
// on PGlite, next to a bare Node proxy forwarding the same fake stream (the floor), in one run.
// The fake model waits a fixed 300 ms before its first token; overhead = time to first token - 300 ms.
// Bursts alternate between the proxy and Parley, so a slower minute of this shared machine weighs on
// both sides of each ratio alike. Prints figures, never asserts.
// Set CHAT_LOAD_CPU_PROF=<dir> to write the server's CPU profiles there.
import { type ChildProcess, spawn } from 'node:child_process';
import { DEMO_TEACHER_SLUG } from '../../src/shared/constants';
import { createScratchDatabase, isPostgresReachable } from '../../tests/support/scratch-postgres';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';
import { burst, percentile, type StreamRequest } from './chat-load/measure-first-token';
import { startFakeModelProcess } from './chat-load/start-fake-model-process';
import { subscribedLearners } from './chat-load/subscribed-learners';

const MODEL_FIRST_TOKEN_MS = 300;
const ALL_LEVELS = [
  { concurrency: 20, bursts: 5 },
  { concurrency: 300, bursts: 6 },
];
/** CHAT_LOAD_LEVELS=300 and CHAT_LOAD_TARGETS=postgres narrow a run while profiling; the default measures all. */
const LEVELS = process.env.CHAT_LOAD_LEVELS ? ALL_LEVELS.filter((l) => process.env.CHAT_LOAD_LEVELS!.split(',').includes(String(l.concurrency))) : ALL_LEVELS;
const TARGETS = (process.env.CHAT_LOAD_TARGETS ?? 'postgres,postgres-workers,pglite').split(',');
/** `postgres-workers`: Parley as two server processes on the port (WEB_CONCURRENCY=2), one per core of this machine. */
const WORKERS = 2;
/** Paying learners, each with its own session; at 300 concurrent each has 3 replies streaming (hashing passwords for 300 would take minutes). */
const LEARNERS = 100;
const cpuProfileDir = process.env.CHAT_LOAD_CPU_PROF;

// The fake model runs in its own process, like a real one, so it does not share the load client's event loop.
const fake = await startFakeModelProcess(MODEL_FIRST_TOKEN_MS);
const chatBody = JSON.stringify({
  teacher_slug: DEMO_TEACHER_SLUG,
  mode: 'conversation',
  stream: true,
  messages: [{ role: 'user', content: 'Yesterday I went to the market and bought some fresh bread.' }],
});

type Row = { target: string; concurrency: string; p50: number; p95: number; floorP95: number };
const rows: Row[] = [];
type Target = (index: number) => StreamRequest;

const overheadsOf = async (target: Target, concurrency: number) =>
  (await burst(Array.from({ length: concurrency }, (_, i) => target(i)))).map((ms) => ms - MODEL_FIRST_TOKEN_MS);

async function measure(label: string, parley: Target, proxy: Target): Promise<void> {
  await overheadsOf(parley, 20); // warm-up: connections, JIT, caches
  await overheadsOf(proxy, 20);
  for (const { concurrency, bursts } of LEVELS) {
    // The first burst at a level opens the client's missing connections (280 at 300) on cores the load
    // client shares, so it is reported on its own; a learner's browser holds its connection open.
    if (concurrency > 20) report(label, `${concurrency}, first burst`, await overheadsOf(parley, concurrency), await overheadsOf(proxy, concurrency));
    const [ours, floor]: [number[], number[]] = [[], []];
    for (let round = 0; round < bursts; round += 1) {
      ours.push(...(await overheadsOf(parley, concurrency)));
      floor.push(...(await overheadsOf(proxy, concurrency)));
    }
    report(label, String(concurrency), ours, floor);
  }
}

function report(target: string, concurrency: string, overheads: number[], floor: number[]): void {
  const row = { target, concurrency, p50: percentile(overheads, 50), p95: percentile(overheads, 95), floorP95: percentile(floor, 95) };
  rows.push(row);
  console.log(`  ${target}, ${concurrency} concurrent: p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms (proxy in the same bursts: p95 ${row.floorP95.toFixed(0)} ms)`);
}

async function startProxy(): Promise<{ target: Target; close: () => Promise<void> }> {
  const child: ChildProcess = spawn('node', ['scripts/bench/chat-load/bare-proxy.mjs'], { env: { ...process.env, UPSTREAM_URL: fake.baseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => child.stdout!.once('data', (line) => resolve(String(line).trim().split(' ')[1]!)));
  const url = `http://127.0.0.1:${port}/`;
  return {
    target: () => ({ url, headers: { 'Content-Type': 'application/json' }, body: chatBody }),
    close: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

async function measureParley(label: string, databaseEnv: Record<string, string>): Promise<void> {
  // Several processes write one profile each, named by Node with their process ids.
  const profileName = databaseEnv.WEB_CONCURRENCY ? [] : [`--cpu-prof-name=parley-${label}.cpuprofile`];
  const nodeArgs = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`, ...profileName] : [];
  const server = await spawnServerProcess({ ...databaseEnv, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseUrl, AUTH_RATE_LIMIT: 'off', BILLING_TEST_MODE: 'on', LEARNING_NOTES: 'off' }, { nodeArgs, healthyWithinMs: 120_000 }); // a loaded machine starts slowly
  // A fresh proxy per target, so each starts with no open connections, as Parley does.
  const proxy = await startProxy();
  try {
    process.stdout.write(`  (signing up and subscribing ${LEARNERS} learners on ${label}...)\n`);
    const jars = await subscribedLearners(server.url, LEARNERS);
    const url = `${server.url}/functions/v1/chat`;
    const parley: Target = (index) => ({
      url,
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url },
      cookies: jars[index % jars.length],
      body: chatBody,
    });
    await measure(`Parley on ${label}`, parley, proxy.target);
  } finally {
    await proxy.close();
    await server.close();
  }
}

console.log(`Overhead to first token (fake model: first token after ${MODEL_FIRST_TOKEN_MS} ms)`);
try {
  const postgresTargets = [
    ...(TARGETS.includes('postgres') ? [{ label: 'PostgreSQL', env: {} as Record<string, string> }] : []),
    ...(TARGETS.includes('postgres-workers') ? [{ label: `PostgreSQL, ${WORKERS} processes`, env: { WEB_CONCURRENCY: String(WORKERS) } }] : []),
  ];
  if (postgresTargets.length && !(await isPostgresReachable())) {
    console.log('  PostgreSQL: not reachable at 127.0.0.1:5432, skipped');
  } else {
    for (const target of postgresTargets) {
      const scratch = await createScratchDatabase();
      try {
        // CHAT_LOAD_PG_SOCKET=/var/run/postgresql connects over the Unix socket instead of TCP loopback.
        const socket = process.env.CHAT_LOAD_PG_SOCKET;
        const url = socket ? `${scratch.url}?host=${encodeURIComponent(socket)}` : scratch.url;
        await measureParley(socket ? `${target.label} (socket)` : target.label, { DATABASE_URL: url, ...target.env });
      } finally {
        await scratch.drop();
      }
    }
  }
  if (TARGETS.includes('pglite')) await measureParley('PGlite', {});
} finally {
  await fake.close();
}

console.log('\n| target | concurrent | p50 overhead | p95 overhead | proxy p95, same bursts | p95 vs floor |');
console.log('|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(`| ${row.target} | ${row.concurrency} | ${row.p50.toFixed(0)} ms | ${row.p95.toFixed(0)} ms | ${row.floorP95.toFixed(0)} ms | ${(row.p95 / row.floorP95).toFixed(1)}x |`);
}
