// Parley builds side by side under load, in one run: a bare Node proxy (the floor) and one Parley process per
// build, each on its own scratch PostgreSQL database with 100 subscribed learners; every round sends a burst of
// streamed replies to each, in a shuffled order, so a busy minute of this shared machine weighs on every build
// alike. Separate runs of chat-load.ts put one build anywhere between 0.9x and 4.5x the floor (docs/benchmarks.md).
// CHAT_COMPARE_BUILDS=label=checkout,... names checkouts with `npm run build` done (default: this one), and
// label=checkout@--flag@... runs one with Node flags;
// CHAT_COMPARE_ROUNDS (12) and CHAT_COMPARE_CONCURRENCY (300). Linux only (CPU read from /proc). Prints, never asserts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_TEACHER_SLUG } from '../../src/shared/constants';
import { createScratchDatabase } from '../../tests/support/scratch-postgres';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';
import { burst, percentile, type StreamRequest } from './chat-load/measure-first-token';
import { startFakeModelProcess } from './chat-load/start-fake-model-process';
import { subscribedLearners } from './chat-load/subscribed-learners';

const MODEL_FIRST_TOKEN_MS = 300;
const ROUNDS = Number(process.env.CHAT_COMPARE_ROUNDS ?? 12);
const CONCURRENCY = Number(process.env.CHAT_COMPARE_CONCURRENCY ?? 300);
const builds = (process.env.CHAT_COMPARE_BUILDS ?? 'this=.').split(',').map((spec) => {
  const at = spec.indexOf('=');
  const [label, rest] = at < 0 ? [spec, spec] : [spec.slice(0, at), spec.slice(at + 1)];
  const [checkout, ...nodeArgs] = rest!.split('@');
  return { label: label!, checkout: resolve(checkout!), nodeArgs };
});
const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
};

type Target = { label: string; pid: number; request: (index: number) => StreamRequest };
const fake = await startFakeModelProcess(MODEL_FIRST_TOKEN_MS);
const chatBody = JSON.stringify({ teacher_slug: DEMO_TEACHER_SLUG, mode: 'conversation', stream: true, messages: [{ role: 'user', content: 'Yesterday I went to the market and bought some fresh bread.' }] });
const closers: Array<() => Promise<void>> = [];
try {
  const proxy = spawn('node', ['scripts/bench/chat-load/bare-proxy.mjs'], { env: { ...process.env, UPSTREAM_URL: fake.baseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  closers.push(async () => void proxy.kill('SIGTERM'));
  const proxyUrl = `http://127.0.0.1:${await new Promise<string>((done) => proxy.stdout!.once('data', (line) => done(String(line).trim().split(' ')[1]!)))}/`;
  const targets: Target[] = [{ label: 'bare proxy', pid: proxy.pid!, request: () => ({ url: proxyUrl, headers: { 'Content-Type': 'application/json' }, body: chatBody }) }];
  for (const { label, checkout, nodeArgs } of builds) {
    const scratch = await createScratchDatabase();
    closers.push(scratch.drop);
    const env = { DATABASE_URL: scratch.url, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseUrl, AUTH_RATE_LIMIT: 'off', BILLING_TEST_MODE: 'on', LEARNING_NOTES: 'off' };
    const server = await spawnServerProcess(env, { cwd: checkout, nodeArgs, healthyWithinMs: 120_000 });
    closers.unshift(server.close);
    process.stdout.write(`  (${label}: ${checkout}, signing up 100 learners...)\n`);
    const jars = await subscribedLearners(server.url, 100);
    const url = `${server.url}/functions/v1/chat`;
    targets.push({ label, pid: server.pid, request: (i) => ({ url, headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url }, cookies: jars[i % jars.length], body: chatBody }) });
  }
  const overheads = async (target: Target, count: number) => (await burst(Array.from({ length: count }, (_, i) => target.request(i)))).map((ms) => ms - MODEL_FIRST_TOKEN_MS);
  // Warm-up, the first burst included: connections, JIT, sessions read again.
  for (const target of targets) for (const count of [20, CONCURRENCY]) await overheads(target, count);
  const results = new Map(targets.map((t) => [t.label, { all: [] as number[], p95s: [] as number[], cpu: [] as number[] }]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of [...targets].sort(() => Math.random() - 0.5)) {
      const cpuBefore = cpuMs(target.pid);
      const measured = await overheads(target, CONCURRENCY);
      const result = results.get(target.label)!;
      result.cpu.push((cpuMs(target.pid) - cpuBefore) / CONCURRENCY);
      result.all.push(...measured);
      result.p95s.push(percentile(measured, 95));
    }
  }
  const floor = results.get('bare proxy')!;
  console.log(`\nOverhead to first token, ${ROUNDS} rounds of ${CONCURRENCY} concurrent streamed replies (fake model: first token after ${MODEL_FIRST_TOKEN_MS} ms)\n`);
  console.log('| target | p50 | p95 | p95 vs the proxy | median of the rounds\' p95 ratios | CPU per reply (median of rounds) |');
  console.log('|---|---|---|---|---|---|');
  for (const [label, { all, p95s, cpu }] of results) {
    const roundRatios = p95s.map((p95, i) => p95 / floor.p95s[i]!);
    console.log(`| ${label} | ${percentile(all, 50).toFixed(0)} ms | ${percentile(all, 95).toFixed(0)} ms | ${(percentile(all, 95) / percentile(floor.all, 95)).toFixed(2)}x | ${percentile(roundRatios, 50).toFixed(2)}x | ${percentile(cpu, 50).toFixed(2)} ms |`);
  }
} finally {
  for (const close of closers) await close().catch(() => {});
  await fake.close();
}
