// Measures `npm start` (already installed and built) to the first 200 from /healthz, on a fresh
// embedded database (first start: create + migrate + seed) and on the same one again (restart).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-'));

async function timeToHealthy(label) {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, PORT: String(port), DATA_DIR: dataDir }, stdio: 'ignore' });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('no healthy answer within 60 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.status === 200) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 25));
    }
    const ms = performance.now() - started;
    console.log(`${label}: ${(ms / 1000).toFixed(2)} s to a 200 from /healthz (goal ≤ 3 s)`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

await timeToHealthy('first start (new database)');
await timeToHealthy('restart (existing database)');
await timeToHealthy('restart (existing database)');
rmSync(dataDir, { recursive: true, force: true });
