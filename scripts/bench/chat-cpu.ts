// CPU per streamed chat message: Parley's process, PostgreSQL's processes (all of them: the WAL writer
// works for Parley's commits too, so run it on a quiet machine), and a bare Node proxy for the
// same fake stream, read from /proc/<pid>/stat around N requests sent a few at a time. CPU time is far
// steadier than latency on a shared machine, so this is the figure to compare between two changes.
// Prints figures, never asserts. Linux only (reads /proc).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { DEMO_TEACHER_SLUG } from '../../src/shared/constants';
import { createScratchDatabase, isPostgresReachable } from '../../tests/support/scratch-postgres';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';
import { type StreamRequest, timeToFirstToken } from './chat-load/measure-first-token';
import { startFakeModelProcess } from './chat-load/start-fake-model-process';
import { subscribedLearners } from './chat-load/subscribed-learners';

const MESSAGES = Number(process.env.CHAT_CPU_MESSAGES ?? 600);
const AT_ONCE = 30;
const TICK_MS = 1000 / 100; // USER_HZ on Linux

const cpuMs = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS; // utime + stime
};
const postgresBackends = () => execFileSync('pgrep', ['-f', 'postgres: '], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
const postgresCpuMs = () => postgresBackends().reduce((sum, pid) => { try { return sum + cpuMs(pid); } catch { return sum; } }, 0);

async function run(requestFor: (index: number) => StreamRequest, pid: number, label: string) {
  const send = async (count: number) => {
    let next = 0;
    await Promise.all(Array.from({ length: AT_ONCE }, async () => { for (let i = next++; i < count; i = next++) await timeToFirstToken(requestFor(i)); }));
  };
  await send(100); // warm-up
  const [app, db] = [cpuMs(pid), postgresCpuMs()];
  await send(MESSAGES);
  const [appPer, dbPer] = [(cpuMs(pid) - app) / MESSAGES, (postgresCpuMs() - db) / MESSAGES];
  console.log(`  ${label}: ${appPer.toFixed(2)} ms CPU per message${dbPer > 0.01 ? `, PostgreSQL ${dbPer.toFixed(2)} ms` : ''}`);
}

const fake = await startFakeModelProcess(0);
const chatBody = JSON.stringify({ teacher_slug: DEMO_TEACHER_SLUG, mode: 'conversation', stream: true, messages: [{ role: 'user', content: 'Yesterday I went to the market and bought some fresh bread.' }] });
console.log(`CPU per streamed message (${MESSAGES} messages, ${AT_ONCE} at a time)`);
try {
  const proxy: ChildProcess = spawn('node', ['scripts/bench/chat-load/bare-proxy.mjs'], { env: { ...process.env, UPSTREAM_URL: fake.baseUrl }, stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve) => proxy.stdout!.once('data', (line) => resolve(String(line).trim().split(' ')[1]!)));
  await run(() => ({ url: `http://127.0.0.1:${port}/`, headers: { 'Content-Type': 'application/json' }, body: chatBody }), proxy.pid!, 'bare Node proxy');
  proxy.kill('SIGTERM');
  if (await isPostgresReachable()) {
    const scratch = await createScratchDatabase();
    const socket = process.env.CHAT_LOAD_PG_SOCKET; // e.g. /var/run/postgresql: the Unix socket instead of TCP loopback
    const server = await spawnServerProcess({ DATABASE_URL: socket ? `${scratch.url}?host=${encodeURIComponent(socket)}` : scratch.url, OPENAI_API_KEY: 'sk-bench', OPENAI_BASE_URL: fake.baseUrl, AUTH_RATE_LIMIT: 'off', BILLING_TEST_MODE: 'on', LEARNING_NOTES: 'off' }, { healthyWithinMs: 120_000, nodeArgs: process.env.CHAT_LOAD_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CHAT_LOAD_CPU_PROF}`, '--cpu-prof-name=parley-cpu.cpuprofile'] : [] });
    try {
      const jars = await subscribedLearners(server.url, 30);
      const url = `${server.url}/functions/v1/chat`;
      await run((i) => ({ url, headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', Origin: server.url }, cookies: jars[i % jars.length], body: chatBody }), server.pid, 'Parley on PostgreSQL');
    } finally {
      await server.close();
      await scratch.drop();
    }
  }
} finally {
  await fake.close();
}
