// How long /healthz takes while 12 long offline syntheses (eSpeak NG) run at once: heavy work
// must not stall the event loop. Runs the built server (offline, embedded database) as its own
// process, keeps 12 syntheses of ~1,900 characters in flight for a while, and polls /healthz.
// Prints figures, never asserts.
import { createHttpClient } from '../../tests/support/http-client';
import { signedInClient } from '../../tests/support/sign-in';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';

const IN_FLIGHT = 12;
const DURATION_MS = 15_000;
const POLL_EVERY_MS = 50;

const cpuProfileDir = process.env.EVENT_LOOP_CPU_PROF; // set to a folder to write the server's CPU profile there
const server = await spawnServerProcess({ AUTH_RATE_LIMIT: 'off' }, { nodeArgs: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [] });
try {
  const learner = await signedInClient(server.url, `listener-${Date.now()}@bench.parley.test`);
  const cookie = [...learner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  let serial = 0;
  // A different text each time, so the audio cache never answers for eSpeak.
  const longText = () => `Story number ${++serial}. ${'We walked along the river, talking about our plans for the summer and the books we wanted to read. '.repeat(19)}`;
  const speak = async () => {
    const response = await fetch(`${server.url}/functions/v1/speech`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Origin: server.url },
      body: JSON.stringify({ text: longText().slice(0, 2_000), voice_id: 'EXAVITQu4vr4xnSDxMaL', speed: 1 }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  await speak(); // load eSpeak once, outside the measurement

  // The same polling with nothing else running first: on a shared machine, this is the floor.
  const quiet = await pollHealth(server.url, performance.now() + 5_000);

  const statuses = new Map<number, number>();
  const deadline = performance.now() + DURATION_MS;
  const keepSpeaking = async () => {
    while (performance.now() < deadline) {
      const status = await speak();
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [health] = await Promise.all([pollHealth(server.url, deadline), ...Array.from({ length: IN_FLIGHT }, keepSpeaking)]);

  console.log(`/healthz with nothing else running: ${describe(quiet)}`);
  console.log(`/healthz while ${IN_FLIGHT} long syntheses run (${(DURATION_MS / 1000).toFixed(0)} s): ${describe(health)} (goal: p95 under 250 ms)`);
  console.log(`  syntheses answered: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')}`);
} finally {
  await server.close();
}

async function pollHealth(url: string, until: number): Promise<number[]> {
  const client = createHttpClient(url);
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    const response = await client.request('/healthz');
    if (response.status === 200) times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, POLL_EVERY_MS));
  }
  return times;
}

function describe(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!.toFixed(0);
  return `p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms over ${times.length} checks`;
}
