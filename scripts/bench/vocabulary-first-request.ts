/**
 * `npm run build:server && npx tsx scripts/bench/vocabulary-first-request.ts [--runs 3] [--wait-ms 5000]`: what a
 * learner's first POST /api/vocabulary costs the server process, and everyone else's requests at that moment.
 * Starts the built server afresh for each run, signs a learner in, waits as a learner would before their first
 * vocabulary request, and polls /healthz back to back meanwhile: the slowest /healthz in a window is about the
 * longest the event loop was blocked in it. The server's main-thread CPU time per request comes from
 * /proc/<pid>/schedstat (Linux), steadier than wall time on a shared machine. Prints figures, never asserts.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadFrequencyRanks } from '../../src/server/features/vocabulary/word-frequency-rank';
import { createHttpClient } from '../../tests/support/http-client';
import { signedInClient } from '../../tests/support/sign-in';
import { spawnServerProcess } from '../../tests/support/spawn-server-process';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, 'wait-ms': { type: 'string', default: '5000' } } });
const RUNS = Number(values.runs);
const WAIT_MS = Number(values['wait-ms']);
const TEXT = 'Last weekend we wandered through an old harbour town, tasted smoked fish and watched the fishermen mend their enormous nets.';

type Poll = { at: number; ms: number };

/** CPU time the process's main thread (the event loop) has used so far, in ms. */
const mainThreadCpuMs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

// The background load itself, here in this process: the longest the event loop is blocked while it runs.
const delays = monitorEventLoopDelay({ resolution: 1 });
delays.enable();
const loadStarted = performance.now();
const cpuBefore = process.cpuUsage();
await loadFrequencyRanks();
const loadCpu = process.cpuUsage(cpuBefore);
await new Promise((resolve) => setTimeout(resolve, 20)); // the monitor's timer fires late once more, after the block
delays.disable();
console.log(
  `the list's load: ${(performance.now() - loadStarted).toFixed(1)} ms wall, ${((loadCpu.user + loadCpu.system) / 1000).toFixed(1)} ms CPU, ` +
    `longest event-loop block ${(delays.max / 1e6).toFixed(1)} ms`,
);

for (let run = 1; run <= RUNS; run += 1) {
  const server = await spawnServerProcess({ AUTH_RATE_LIMIT: 'off' });
  try {
    const polls: Poll[] = [];
    let isPolling = true;
    const polling = (async () => {
      const probe = createHttpClient(server.url);
      while (isPolling) {
        const started = performance.now();
        await probe.request('/healthz');
        polls.push({ at: started, ms: performance.now() - started });
      }
    })();
    const learner = await signedInClient(server.url, `first-words-${run}-${Date.now()}@bench.parley.test`);
    const signedInAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));

    const timed = async () => {
      const started = performance.now();
      const cpuBefore = mainThreadCpuMs(server.pid);
      const response = await learner.request('/api/vocabulary', { body: { text: TEXT, language: 'en-US' } });
      if (response.status !== 200) throw new Error(`POST /api/vocabulary answered ${response.status}`);
      return { started, ms: performance.now() - started, cpuMs: mainThreadCpuMs(server.pid) - cpuBefore, words: response.body.words.length as number };
    };
    const first = await timed();
    const second = await timed();
    isPolling = false;
    await polling;

    const slowest = (from: number, to: number) => Math.max(0, ...polls.filter((p) => p.at + p.ms >= from && p.at <= to).map((p) => p.ms));
    const beforeFirst = slowest(signedInAt, first.started);
    const duringFirst = slowest(first.started, first.started + first.ms);
    console.log(
      `run ${run}: first POST /api/vocabulary ${first.ms.toFixed(1)} ms wall, ${first.cpuMs.toFixed(1)} ms server CPU (${first.words} words); ` +
        `second ${second.ms.toFixed(1)} ms wall, ${second.cpuMs.toFixed(1)} ms CPU; slowest /healthz during the first ${duringFirst.toFixed(1)} ms, ` +
        `in the ${(WAIT_MS / 1000).toFixed(0)} s between sign-in and it ${beforeFirst.toFixed(1)} ms (${polls.length} polls)`,
    );
  } finally {
    await server.close();
  }
}
